import type { LoginRequest, SignUpAccepted, SignUpRequest, TokenResponse } from '../../../../domain/api/session';
import { http } from '../../../lib/http';

/** The sign-in and sign-up forms show every failure themselves, next to the fields or above them. */
export const login = (body: LoginRequest) => http.quietPost<TokenResponse>('/v1/user.email_login', body);
/** Answers alike whether or not the address had an account: no token (the form signs in next); failures are shown by the form. */
export const signUp = (body: SignUpRequest) => http.quietPost<SignUpAccepted>('/v1/user.email_register', body);
