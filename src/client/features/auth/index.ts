/** The auth feature: the sign-in, password reset and email verification screens, which app/ loads through the route table. */
export { default as LoginPage } from './LoginPage';
export { default as ForgotPasswordPage } from './ForgotPasswordPage';
export { default as ResetPasswordPage } from './ResetPasswordPage';
export { default as VerifyEmailPage } from './VerifyEmailPage';
