import type { EmailVerifyRequest, PasswordForgotRequest, PasswordResetRequest } from '../../../../domain/api/session';
import { http } from '../../../lib/http';

/** The pages show every outcome themselves, so these calls never toast. */
export const requestPasswordReset = (body: PasswordForgotRequest) => http.quietPost<void>('/v1/user.password_forgot', body);
export const resetPassword = (body: PasswordResetRequest) => http.quietPost<void>('/v1/user.password_reset', body);
export const verifyEmail = (body: EmailVerifyRequest) => http.quietPost<void>('/v1/user.email_verify', body);
export const resendVerification = () => http.quietPost<void>('/v1/user.email_verify_resend', {});
