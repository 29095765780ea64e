import type { LoginRequest, TokenResponse } from '../../../../domain/api/session';
import { http } from '../../../lib/http';

/** The sign-in form shows every failure itself, next to the fields or above them. */
export const login = (body: LoginRequest) => http.quietPost<TokenResponse>('/v1/user.email_login', body);
