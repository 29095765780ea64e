/** The auth feature: sign-in, sign-up, password reset and email verification screens. Other features import only from here. */
export { EmailVerificationNotice } from './EmailVerificationNotice';
