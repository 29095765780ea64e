import type { LoginRequest } from '../../../../domain/api/session';
import type { LoginAnswer } from '../../../../domain/api/two-factor';
import { http } from '../../../lib/http';

/** The sign-in form shows every failure itself, next to the fields or above them. A session, or (two-factor sign-in on) the second step's challenge. */
export const login = (body: LoginRequest) => http.quietPost<LoginAnswer>('/v1/user.email_login', body);
