import type { EmailVerifyRequest } from '../../../../domain/api/session';
import { http } from '../../../lib/http';

/** The page shows every outcome itself, so this call never toasts. */
export const verifyEmail = (body: EmailVerifyRequest) => http.quietPost<void>('/v1/user.email_verify', body);
