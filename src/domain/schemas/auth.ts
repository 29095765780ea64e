import * as yup from 'yup';
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from '../limits';
import './locale';
import { V } from './messages';

/** Trims text; leaves other types for the type check (yup's trim() throws on them). */
export const trimmed = () => yup.string().transform((v: unknown) => (typeof v === 'string' ? v.trim() : v));

const email = trimmed().required(V.emailRequired).email(V.emailFormat).max(254, V.emailFormat);

/** POST /v1/user.email_login (spec §5: email required and valid, password required). */
export const loginSchema = yup.object({
  email,
  password: yup.string().required(V.passwordRequired).max(PASSWORD_MAX_CHARS, { id: V.passwordMax, values: { max: PASSWORD_MAX_CHARS } }),
});

/** POST /v1/user.email_register: the registration entry of /login. */
export const signUpSchema = yup.object({
  email,
  password: yup
    .string()
    .required(V.passwordRequired)
    .min(PASSWORD_MIN_CHARS, { id: V.passwordMin, values: { min: PASSWORD_MIN_CHARS } })
    .max(PASSWORD_MAX_CHARS, { id: V.passwordMax, values: { max: PASSWORD_MAX_CHARS } }),
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

export type LoginInput = yup.InferType<typeof loginSchema>;
export type SignUpInput = yup.InferType<typeof signUpSchema>;
