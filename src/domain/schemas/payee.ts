import * as yup from 'yup';
import { isValidIdNumber, isValidPhone } from '../identity';
import { PAYEE_METHODS, type PayeeMethod } from '../payee';
import { isValidAccount, isValidSwift, usesIban } from '../payee-account';
import { isCountryCode } from '../countries';
import './locale';
import { V } from './messages';
import { passwordAgainSchema, secondFactorCode, trimmed } from './auth';
import { lineChars, nameChars } from './text-fields';

/** What the rules need beyond the form: the author's region, for the formats of phone and ID numbers. */
export interface PayeeContext {
  country: string | null;
}

const textMax = (max: number) => ({ id: V.textMax, values: { max } });
const required = (message: string, max = 200) => trimmed().required(message).max(max, textMax(max));
/** Required with the bank method, dropped with PayPal (so nothing of the other method is ever stored). */
const forMethod = <S extends yup.Schema>(method: PayeeMethod, schema: S) =>
  yup.mixed().when('method', { is: method, then: () => schema, otherwise: () => yup.mixed().strip() }) as unknown as S;
const authorCountry = (options: yup.TestContext['options']) => ((options.context ?? {}) as Partial<PayeeContext>).country ?? null;

/**
 * The payee form, POST /v1/payee.save without its
 * password and version: the form and the server apply the same rules.
 */
export const payeeSchema = yup.object({
  method: yup.string().required(V.payeeMethodRequired).oneOf(PAYEE_METHODS, V.payeeMethodRequired),
  country: forMethod('bank', trimmed().required(V.bankCountryRequired).test('country', V.bankCountryRequired, (v) => !v || isCountryCode(v))),
  bank: forMethod('bank', lineChars(required(V.bankRequired, 120))),
  bank_account: forMethod(
    'bank',
    required(V.bankAccountRequired, 42).test('account', V.bankAccountFormat, function (value) {
      if (!value) return true;
      const country = (this.parent as { country?: string }).country ?? null;
      if (isValidAccount(value, country)) return true;
      return this.createError({ message: usesIban(country) ? V.ibanFormat : V.bankAccountFormat });
    }),
  ),
  account_holder: forMethod('bank', nameChars(required(V.accountHolderRequired, 120))),
  swift: forMethod(
    'bank',
    required(V.swiftRequired, 14).test('swift', V.swiftFormat, function (value) {
      return !value || isValidSwift(value, (this.parent as { country?: string }).country ?? null);
    }),
  ),
  branch_postal_code: forMethod('bank', required(V.branchPostalRequired, 16)),
  paypal: forMethod('paypal', trimmed().required(V.paypalRequired).email(V.emailFormat).max(254, V.emailFormat)),
  telephone: required(V.phoneRequired, 32).test('phone', V.phoneFormat, function (value) {
    return !value || isValidPhone(value, authorCountry(this.options));
  }),
  address: lineChars(required(V.addressRequired, 500)),
  id_number: required(V.idNumberRequired, 40).test('id', V.idNumberFormat, function (value) {
    return !value || isValidIdNumber(value, 'id_card', authorCountry(this.options));
  }),
  facebook: lineChars(required(V.socialRequired, 200)),
});
export type PayeeInput = yup.InferType<typeof payeeSchema>;

/** POST /v1/payee.save: the details, the password again, and the version they were read at (0 for the first entry). */
export const payeeSaveSchema = payeeSchema.shape({
  password: yup.string().required(V.passwordRequired).max(1024, V.passwordRequired),
  code: secondFactorCode,
  version: yup.number().typeError(V.invalid).required(V.invalid).integer(V.invalid).min(0, V.invalid),
});

/** POST /v1/payee.reveal: the password again. */
export const payeeRevealSchema = passwordAgainSchema;
