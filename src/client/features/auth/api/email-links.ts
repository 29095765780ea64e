import type {
  EmailVerifyRequest,
  PasswordForgotRequest,
  PasswordResetCheckRequest,
  PasswordResetRequest,
  ResetLinkCheck,
  SignInLinkLogin,
  SignInLinkRequest,
  TokenResponse,
} from '../../../../domain/api/session';
import { http } from '../../../lib/http';

/** The pages show every outcome themselves, so these calls never toast. */
export const requestPasswordReset = (body: PasswordForgotRequest) => http.quietPost<void>('/v1/user.password_forgot', body);
export const resetPassword = (body: PasswordResetRequest) => http.quietPost<void>('/v1/user.password_reset', body);
/** Whether a reset link can still be used, before its form is shown. */
export const checkResetLink = (body: PasswordResetCheckRequest) => http.quietPost<ResetLinkCheck>('/v1/user.password_reset_check', body);
export const verifyEmail = (body: EmailVerifyRequest) => http.quietPost<void>('/v1/user.email_verify', body);
/** While sign-in is slowed down: mails the account a one-time sign-in link (answered alike whether or not anything was sent). */
export const requestSignInLink = (body: SignInLinkRequest) => http.quietPost<void>('/v1/user.signin_link_request', body);
/** A mailed sign-in link's token, traded for a session. */
export const signInWithLink = (body: SignInLinkLogin) => http.quietPost<TokenResponse>('/v1/user.signin_link', body);
