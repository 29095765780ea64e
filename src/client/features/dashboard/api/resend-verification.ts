import { http } from '../../../lib/http';

/** The notice shows the outcome itself, so this call never toasts. */
export const resendVerification = () => http.quietPost<void>('/v1/user.email_verify_resend', {});
