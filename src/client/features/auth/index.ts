/** The auth feature: the sign-in, password reset and email verification screens, which app/ loads through the route table (`authScreens`). */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const authScreens = {
  login: () => import('./LoginPage'),
  forgotPassword: () => import('./ForgotPasswordPage'),
  resetPassword: () => import('./ResetPasswordPage'),
  verifyEmail: () => import('./VerifyEmailPage'),
} satisfies ScreenLoaders;
