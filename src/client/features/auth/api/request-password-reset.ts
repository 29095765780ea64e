import type { PasswordForgotRequest } from '../../../../domain/api/session';
import { http } from '../../../lib/http';

/** The page shows every outcome itself, so this call never toasts. */
export const requestPasswordReset = (body: PasswordForgotRequest) => http.quietPost<void>('/v1/user.password_forgot', body);
