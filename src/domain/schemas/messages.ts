/**
 * Validation message ids shared by portal and server. Yup schemas carry these
 * ids; each side translates them (client: react-intl, server: its catalogs).
 * English defaults live in src/domain/i18n/en.json.
 */
export const V = {
  emailRequired: 'validation.email.required',
  emailFormat: 'validation.email.format',
  passwordRequired: 'validation.password.required',
  passwordMin: 'validation.password.min',
  passwordMax: 'validation.password.max',
  passwordConfirm: 'validation.password.confirm',
  passwordBlank: 'validation.password.blank',
  passwordEmail: 'validation.password.email',
  passwordCommon: 'validation.password.common',
  privacyRequired: 'validation.privacy.required',
  invalid: 'validation.invalid',
  linkInvalid: 'validation.link.invalid',
  penNameRequired: 'validation.penName.required',
  penNameChars: 'validation.penName.chars',
  textMax: 'validation.text.max',
  genderRequired: 'validation.gender.required',
  countryRequired: 'validation.country.required',
  editorRequired: 'validation.editor.required',
  birthDateInvalid: 'validation.birthDate.invalid',
  ageRange: 'validation.age.range',
  introWords: 'validation.intro.words',
  introRequired: 'validation.intro.required',
  titleRequired: 'validation.bookTitle.required',
  titleWords: 'validation.bookTitle.words',
  titleCapitals: 'validation.bookTitle.capitals',
  blurbRequired: 'validation.blurb.required',
  blurbWords: 'validation.blurb.words',
  bookIntroWords: 'validation.bookIntro.words',
  bookIntroChapter: 'validation.bookIntro.chapterContent',
  genresRange: 'validation.genres.range',
  labelsMax: 'validation.labels.max',
  labelsStarred: 'validation.labels.starred',
  labelsUnknown: 'validation.labels.unknown',
  categoryRequired: 'validation.category.required',
  subCategoryRequired: 'validation.subCategory.required',
  ratingRequired: 'validation.rating.required',
  sectionRequired: 'validation.section.required',
  exclusiveRequired: 'validation.exclusive.required',
  originalPlatformRequired: 'validation.originalPlatform.required',
  digits: 'validation.digits',
  estimatedWordsRequired: 'validation.estimatedWords.required',
  monthlyWordsRequired: 'validation.monthlyWords.required',
  chapterTitleRequired: 'validation.chapterTitle.required',
  chapterTitleWords: 'validation.chapterTitle.words',
  chapterContentRequired: 'validation.chapterContent.required',
  chapterContentWords: 'validation.chapterContent.words',
  chapterTitleSpecial: 'validation.chapterTitle.special',
  chapterChinese: 'validation.chapter.chinese',
  chapterEmoji: 'validation.chapter.emoji',
  chapterSpecial: 'validation.chapter.special',
  legalNameRequired: 'validation.legalName.required',
  idTypeRequired: 'validation.idType.required',
  idNumberRequired: 'validation.idNumber.required',
  idNumberFormat: 'validation.idNumber.format',
  idPhotoRequired: 'validation.idPhoto.required',
  idPhotoBackRequired: 'validation.idPhotoBack.required',
  addressRequired: 'validation.address.required',
  phoneRequired: 'validation.phone.required',
  phoneFormat: 'validation.phone.format',
  socialRequired: 'validation.social.required',
  guardianNameRequired: 'validation.guardianName.required',
  guardianEmailRequired: 'validation.guardianEmail.required',
  guardianPhoneRequired: 'validation.guardianPhone.required',
  guardianIdRequired: 'validation.guardianId.required',
  guardianPhotoRequired: 'validation.guardianPhoto.required',
  contractTypeRequired: 'validation.contractType.required',
  reasonRequired: 'validation.reason.required',
  signatureRequired: 'validation.signature.required',
  intentRequired: 'validation.intent.required',
  payeeMethodRequired: 'validation.payeeMethod.required',
  bankCountryRequired: 'validation.bankCountry.required',
  bankRequired: 'validation.bank.required',
  bankAccountRequired: 'validation.bankAccount.required',
  bankAccountFormat: 'validation.bankAccount.format',
  ibanFormat: 'validation.iban.format',
  accountHolderRequired: 'validation.accountHolder.required',
  swiftRequired: 'validation.swift.required',
  swiftFormat: 'validation.swift.format',
  branchPostalRequired: 'validation.branchPostal.required',
  paypalRequired: 'validation.paypal.required',
} as const;

/** A Yup message that carries parameters, e.g. { id, values: { min: 8 } }. */
export interface MessageRef {
  id: string;
  values?: Record<string, string | number>;
}

export function messageRef(message: unknown): MessageRef {
  if (typeof message === 'string') return { id: message };
  if (message && typeof message === 'object' && 'id' in message) return message as MessageRef;
  return { id: V.invalid };
}
