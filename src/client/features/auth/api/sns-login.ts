import type { TokenResponse } from '../../../../domain/api/session';
import { http } from '../../../lib/http';

/** The portal's social login call: sns_platform, code, callback, from_site → token. */
export const snsLogin = (body: { sns_platform: string; code: string; state: string; iss?: string; callback: string; from_site?: number }) =>
  http.post<TokenResponse>('/v1/user.sns_login', body);
