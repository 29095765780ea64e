/** Wire types shared by portal and server. Times are ISO-8601 strings. */
export interface Envelope<T = unknown> {
  code: number;
  desc: string;
  data?: T;
}

export interface ValidationErrorData {
  /** field → translated message */
  fields: Record<string, string>;
}

export interface TooFrequentData {
  /** seconds until the next attempt is accepted */
  retryAfter: number;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface SignUpRequest {
  email: string;
  password: string;
  from_site?: number;
}

export interface TokenResponse {
  token: string;
  expires_at: string;
}

/** GET /v1/author.info (spec §3, "User info response"). */
export interface UserInfo {
  author_status: number;
  author_name: string | null;
  avatar: string | null;
  email: string;
  from_site: number | null;
  lang: string;
}

/** GET /v1/notification.usercenter */
export interface UserCenter {
  message_center: { unread_num: number };
}

/** GET /v1/site.policy: the limits in force for a site. */
export type { SitePolicy } from './limits';
