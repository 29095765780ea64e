import * as yup from 'yup';
import {
  CONTRACT_TERMS,
  CONTRACT_TYPES,
  GUARDIAN_CODE_LENGTH,
  ID_DOCUMENT_TYPES,
  hasBackSide,
  type IdDocumentType,
} from '../contract';
import { isValidIdNumber, isValidPhone } from '../identity';
import { TEXT_MAX_CHARS } from '../limits';
import './locale';
import { V } from './messages';
import { passwordAgainSchema, trimmed } from './auth';
import { lineChars, nameChars } from './text-fields';
import { sameEmail } from '../text-fields';
import { digits } from './novel';

/** What the rules need to know beyond the form: the author's age and country. */
export interface SignContext {
  /** under 18: the guardian's fields are required */
  minor: boolean;
  /** the author's region (ISO 3166), for the formats of ID and phone numbers */
  country: string | null;
  /** the author's own addresses (account and contact): a guardian's email is another person's */
  ownEmails?: readonly string[];
}

const textMax = (max: number) => ({ id: V.textMax, values: { max } });
const required = (message: string, max = 200) => trimmed().required(message).max(max, textMax(max));
const uploadId = (message: string) => trimmed().required(message).max(64, message);

const idNumber = (message: string, typeField: string | null) =>
  required(message, 40).test('id-format', V.idNumberFormat, function (value) {
    if (!value) return true;
    const { country } = (this.options.context ?? {}) as Partial<SignContext>;
    const type = (typeField ? (this.parent as Record<string, unknown>)[typeField] : 'id_card') as IdDocumentType;
    return isValidIdNumber(value, ID_DOCUMENT_TYPES.includes(type) ? type : 'id_card', country);
  });

const phone = (message: string) =>
  required(message, 32).test('phone', V.phoneFormat, function (value) {
    if (!value) return true;
    return isValidPhone(value, ((this.options.context ?? {}) as Partial<SignContext>).country);
  });

/** Required only for a minor (the context's `minor`). */
const forMinor = <S extends yup.Schema>(schema: S) =>
  yup.mixed().when('$minor', { is: true, then: () => schema, otherwise: () => yup.mixed().strip() }) as unknown as S;

/**
 * POST /v1/sign.submit: the contract application (author and guardian). Validated in
 * the form and again by the server, with the author's age and country as context.
 */
export const signApplicationSchema = yup.object({
  original_book_id: yup.number().typeError(V.invalid).required(V.invalid).integer(V.invalid).positive(V.invalid),
  truename: nameChars(required(V.legalNameRequired)),
  id_type: yup.string().required(V.idTypeRequired).oneOf(ID_DOCUMENT_TYPES, V.idTypeRequired),
  IDcard: idNumber(V.idNumberRequired, 'id_type'),
  id_photo_front: uploadId(V.idPhotoRequired),
  id_photo_back: trimmed()
    .max(64, V.idPhotoBackRequired)
    .when('id_type', {
      is: (type: IdDocumentType) => ID_DOCUMENT_TYPES.includes(type) && hasBackSide(type),
      then: (s) => s.required(V.idPhotoBackRequired),
      otherwise: (s) => s.optional().strip(),
    }),
  address: lineChars(required(V.addressRequired, 500)),
  mobile: phone(V.phoneRequired),
  facebook: lineChars(required(V.socialRequired, 200)),
  monthly_words: digits(V.monthlyWordsRequired),
  estimated_words: digits(V.estimatedWordsRequired),
  guardian_truename: forMinor(nameChars(required(V.guardianNameRequired))),
  guardian_email: forMinor(
    trimmed()
      .required(V.guardianEmailRequired)
      .email(V.emailFormat)
      .max(254, V.emailFormat)
      .test('not-own', V.guardianEmailOwn, function (value) {
        const own = ((this.options.context ?? {}) as Partial<SignContext>).ownEmails ?? [];
        return !own.some((email) => sameEmail(email, value));
      }),
  ),
  guardian_mobile: forMinor(phone(V.guardianPhoneRequired)),
  guardian_IDcard: forMinor(idNumber(V.guardianIdRequired, null)),
  guardian_id_photo: forMinor(uploadId(V.guardianPhotoRequired)),
});
export type SignApplicationInput = yup.InferType<typeof signApplicationSchema>;

/** POST /v1/sign.reveal: the work and the password again. */
export const signRevealSchema = passwordAgainSchema.shape({
  original_book_id: yup.number().typeError(V.invalid).required(V.invalid).integer(V.invalid).positive(V.invalid),
});

/** The editor's contract (back office): type, revenue share, term, first-paid-chapter clause. */
export const contractTermsSchema = yup.object({
  type: yup.string().required(V.contractTypeRequired).oneOf(CONTRACT_TYPES, V.contractTypeRequired),
  revenue_share: yup
    .number()
    .typeError(V.invalid)
    .required(V.invalid)
    .integer(V.invalid)
    .min(CONTRACT_TERMS.revenueSharePercent.min, V.invalid)
    .max(CONTRACT_TERMS.revenueSharePercent.max, V.invalid),
  term_years: yup.number().typeError(V.invalid).required(V.invalid).integer(V.invalid).min(CONTRACT_TERMS.termYears.min, V.invalid).max(CONTRACT_TERMS.termYears.max, V.invalid),
  first_paid_chapter: yup.number().typeError(V.invalid).integer(V.invalid).positive(V.invalid).nullable().optional(),
});

/** POST /v1/sign.declineChange: the author says why. */
export const declineChangeSchema = yup.object({
  contract_id: yup.number().typeError(V.invalid).required(V.invalid).integer(V.invalid).positive(V.invalid),
  reason: trimmed().required(V.reasonRequired).max(TEXT_MAX_CHARS, textMax(TEXT_MAX_CHARS)),
});

/** The context of sign.autograph on the signing page: the guardian must give the mailed code. */
export interface AutographContext {
  guardian?: boolean;
}

/**
 * POST /v1/sign.autograph: the signature (a PNG data URL from the SignaturePad), the confirmed
 * intent and, for the guardian, the code mailed to them (the server asks for it by the link's party).
 */
export const autographSchema = yup.object({
  code: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
    .when('$guardian', {
      is: true,
      then: (s) => s.required(V.guardianCodeRequired),
      otherwise: (s) => s.optional(),
    })
    .matches(new RegExp(`^\\d{${GUARDIAN_CODE_LENGTH}}$`), { message: V.guardianCodeRequired, excludeEmptyString: true }),
  token: trimmed().required(V.linkInvalid).max(128, V.linkInvalid),
  signature: yup
    .string()
    .required(V.signatureRequired)
    .matches(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, V.signatureRequired),
  intent: yup.boolean().oneOf([true], V.intentRequired).required(V.intentRequired),
});
