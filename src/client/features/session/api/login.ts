import type { LoginRequest, SignUpRequest, TokenResponse } from '../../../../domain/api-types';
import { http } from '../../../lib/http';

export const login = (body: LoginRequest) => http.post<TokenResponse>('/v1/user.email_login', body);
export const signUp = (body: SignUpRequest) => http.post<TokenResponse>('/v1/user.email_register', body);
export const logout = () => http.post<void>('/user/logout');
