import type { EmailVerifyRequest, PasswordForgotRequest, PasswordResetCheckRequest, PasswordResetRequest, ResetLinkCheck } from '../../../../domain/api/session';
import { http } from '../../../lib/http';

/** The pages show every outcome themselves, so these calls never toast. */
export const requestPasswordReset = (body: PasswordForgotRequest) => http.quietPost<void>('/v1/user.password_forgot', body);
export const resetPassword = (body: PasswordResetRequest) => http.quietPost<void>('/v1/user.password_reset', body);
/** Whether a reset link can still be used, before its form is shown. */
export const checkResetLink = (body: PasswordResetCheckRequest) => http.quietPost<ResetLinkCheck>('/v1/user.password_reset_check', body);
export const verifyEmail = (body: EmailVerifyRequest) => http.quietPost<void>('/v1/user.email_verify', body);
export const resendVerification = () => http.quietPost<void>('/v1/user.email_verify_resend', {});
