import type { PasswordResetRequest } from '../../../../domain/api/session';
import { http } from '../../../lib/http';

/** The page shows every outcome itself, so this call never toasts. */
export const resetPassword = (body: PasswordResetRequest) => http.quietPost<void>('/v1/user.password_reset', body);
