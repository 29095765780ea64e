import type { PasswordResetCheckRequest, ResetLinkCheck } from '../../../../domain/api/session';
import { http } from '../../../lib/http';

/** Whether a reset link can still be used, before its form is shown; the page shows every outcome itself, so no toast. */
export const checkResetLink = (body: PasswordResetCheckRequest) => http.quietPost<ResetLinkCheck>('/v1/user.password_reset_check', body);
