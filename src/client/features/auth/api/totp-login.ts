import type { TokenResponse } from '../../../../domain/api/session';
import type { TotpLoginRequest } from '../../../../domain/api/two-factor';
import { http } from '../../../lib/http';

/** POST /v1/user.totpLogin: the sign-in's second step; the step shows its failures itself. */
export const totpLogin = (body: TotpLoginRequest) => http.quietPost<TokenResponse>('/v1/user.totpLogin', body);
