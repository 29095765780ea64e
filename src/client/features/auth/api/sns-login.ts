import type { LoginAnswer } from '../../../../domain/api/two-factor';
import { http } from '../../../lib/http';

/** The portal's social login call: sns_platform, code, callback, from_site → a session, or (two-factor sign-in on) the second step's challenge. */
export const snsLogin = (body: { sns_platform: string; code: string; state: string; iss?: string; callback: string; from_site?: number }) =>
  http.post<LoginAnswer>('/v1/user.sns_login', body);
