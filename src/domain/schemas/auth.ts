import * as yup from 'yup';
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from '../limits';
import './locale';
import { V } from './messages';

/** Trims text; leaves other types for the type check (yup's trim() throws on them). */
export const trimmed = () => yup.string().transform((v: unknown) => (typeof v === 'string' ? v.trim() : v));

const email = trimmed().required(V.emailRequired).email(V.emailFormat).max(254, V.emailFormat);

/** POST /v1/user.email_login (email required and valid, password required). */
export const loginSchema = yup.object({
  email,
  password: yup.string().required(V.passwordRequired).max(PASSWORD_MAX_CHARS, { id: V.passwordMax, values: { max: PASSWORD_MAX_CHARS } }),
});

/** A six-digit code from the authenticator app: optional here, required by the server when two-factor sign-in is on. */
export const secondFactorCode = yup.string().max(16, V.invalid);

/** The account's password asked again before a sensitive step (payee details, the contract application in clear). */
export const passwordAgainSchema = yup.object({
  password: yup.string().required(V.passwordRequired).max(1024, V.passwordRequired),
  /** the authenticator app's code, asked for beside the password when the account has two-factor sign-in on */
  code: secondFactorCode,
});

/**
 * What validation may be told: the server knows the list of common passwords (the portal's
 * strength meter loads its own copy only when someone types a new password).
 */
export interface PasswordContext {
  isCommonPassword?: (password: string) => boolean;
}

/** The email, or the part before its @, hidden in a password (case and spaces ignored). */
export function passwordRepeatsEmail(password: string, email: unknown): boolean {
  if (typeof email !== 'string' || !email.includes('@')) return false;
  const normal = (s: string) => s.trim().toLowerCase();
  const p = normal(password);
  const address = normal(email);
  const local = address.split('@')[0];
  return p === address || (local.length >= 3 && p === local);
}

/** Steps between neighbouring characters that make a run: the same again, or the next or previous one. */
const RUN_STEPS = new Set([-1, 0, 1]);

/**
 * Repetitive or sequential (NIST SP 800-63B): the password, ignoring case, is one short unit
 * repeated ("aaaaaaaa", "abcabcabc", "12121212"), or at most two runs of repeated or consecutive
 * characters ("12345678", "zyxwvuts", "1234abcd", "aaaa1111").
 */
export function isTrivialPassword(password: string): boolean {
  const chars = [...password.toLowerCase()].map((c) => c.codePointAt(0)!);
  if (chars.length < 2) return false;
  if (/^(.{1,4})\1+$/su.test(password.toLowerCase())) return true;
  let runs = 1;
  let step: number | null = null;
  for (let i = 1; i < chars.length; i++) {
    const d = chars[i] - chars[i - 1];
    if (step === null && RUN_STEPS.has(d)) step = d;
    else if (d !== step) {
      runs++;
      step = null;
      if (runs > 2) return false;
    }
  }
  return true;
}

/** A new password: long enough, not only spaces, not the email, not repetitive or sequential, not a common one. */
export const newPassword = () =>
  yup
    .string()
    .required(V.passwordRequired)
    .min(PASSWORD_MIN_CHARS, { id: V.passwordMin, values: { min: PASSWORD_MIN_CHARS } })
    .max(PASSWORD_MAX_CHARS, { id: V.passwordMax, values: { max: PASSWORD_MAX_CHARS } })
    .test('blank', V.passwordBlank, (value) => !value || value.trim().length > 0)
    .test('email', V.passwordEmail, (value, context) => !value || !passwordRepeatsEmail(value, (context.parent as { email?: unknown }).email))
    .test('trivial', V.passwordTrivial, (value) => !value || !isTrivialPassword(value))
    .test('common', V.passwordCommon, (value, context) => !value || !(context.options.context as PasswordContext | undefined)?.isCommonPassword?.(value));

/** POST /v1/user.email_register: the registration entry of /login. */
export const signUpSchema = yup.object({
  email,
  password: newPassword(),
  from_site: yup.number().integer().optional(),
});

/** The portal's sign-up form adds a confirmation and the privacy tick. */
export const signUpFormSchema = signUpSchema.shape({
  confirmPassword: yup
    .string()
    .required(V.passwordRequired)
    .oneOf([yup.ref('password')], V.passwordConfirm),
  acceptTerms: yup.boolean().oneOf([true], V.privacyRequired).required(V.privacyRequired),
});

/** The token of a mailed link: present, printable, bounded (the server decides whether it is live). */
const linkToken = trimmed().required(V.linkInvalid).max(128, V.linkInvalid);

/** POST /v1/user.password_forgot */
export const passwordForgotSchema = yup.object({ email });

/** POST /v1/user.email_verify */
export const emailVerifySchema = yup.object({ token: linkToken });

/** POST /v1/user.signin_link_request: the account's address */
export const signInLinkRequestSchema = yup.object({ email });

/** POST /v1/user.signin_link: the mailed link's token */
export const signInLinkSchema = yup.object({ token: linkToken });

/**
 * POST /v1/user.password_reset: the new password follows the sign-up rules; the server also
 * passes the account's email (as `email`) so the password may not repeat it.
 */
export const passwordResetSchema = yup.object({ token: linkToken, password: newPassword(), email: yup.string().optional() });

/** POST /v1/user.password_reset_check */
export const passwordResetCheckSchema = yup.object({ token: linkToken });

/** The portal's reset form adds a confirmation. */
export const passwordResetFormSchema = yup.object({
  password: newPassword(),
  confirmPassword: yup
    .string()
    .required(V.passwordRequired)
    .oneOf([yup.ref('password')], V.passwordConfirm),
});

/**
 * POST /v1/user.passwordChange: the current password, and a new one on the sign-up rules that is
 * not the current one; the server also passes the account's email (as `email`) so the new one may
 * not repeat it.
 */
export const passwordChangeSchema = yup.object({
  current_password: yup.string().required(V.passwordRequired).max(1024, V.passwordRequired),
  password: newPassword().test('same', V.passwordSame, (value, context) => !value || value !== (context.parent as { current_password?: unknown }).current_password),
  email: yup.string().optional(),
});

/** The portal's change form adds a confirmation. */
export const passwordChangeFormSchema = passwordChangeSchema.shape({
  confirmPassword: yup
    .string()
    .required(V.passwordRequired)
    .oneOf([yup.ref('password')], V.passwordConfirm),
});

export type LoginInput = yup.InferType<typeof loginSchema>;
export type SignUpInput = yup.InferType<typeof signUpSchema>;
