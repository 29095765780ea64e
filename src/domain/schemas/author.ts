import * as yup from 'yup';
import { AUTHOR_AGE, GENDERS, PEN_NAME_MAX_CHARS, PEN_NAME_PATTERN, ageOn } from '../author';
import { COUNTRY_CODES } from '../countries';
import { AUTHOR_INTRO_WORDS, TEXT_MAX_CHARS } from '../limits';
import { countWords } from '../words';
import './locale';
import { V } from './messages';
import { trimmed } from './auth';

const email = trimmed().required(V.emailRequired).email(V.emailFormat).max(254, V.emailFormat);

export const penName = () =>
  trimmed()
    .required(V.penNameRequired)
    .max(PEN_NAME_MAX_CHARS, { id: V.textMax, values: { max: PEN_NAME_MAX_CHARS } })
    .matches(PEN_NAME_PATTERN, { message: V.penNameChars, excludeEmptyString: true });

const gender = yup.string().required(V.genderRequired).oneOf(GENDERS, V.genderRequired);
const country = yup.string().required(V.countryRequired).oneOf(COUNTRY_CODES, V.countryRequired);

/** POST /v1/author.add: a user asks to become an author. */
export const authorRegistrationSchema = yup.object({
  pen_name: penName(),
  gender,
  email,
  country,
  editor_id: yup.number().typeError(V.editorRequired).required(V.editorRequired).integer(V.editorRequired).positive(V.editorRequired),
  accept_privacy: yup.boolean().oneOf([true], V.privacyRequired).required(V.privacyRequired),
});
export type AuthorRegistrationInput = yup.InferType<typeof authorRegistrationSchema>;

/** Date of birth as YYYY-MM-DD, giving an age an author may have. */
const birthDate = (today: () => Date) =>
  trimmed()
    .optional()
    .matches(/^\d{4}-\d{2}-\d{2}$/, { message: V.birthDateInvalid, excludeEmptyString: true })
    .test('real-date', V.birthDateInvalid, (value) => {
      if (!value) return true;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    })
    .test('age', { id: V.ageRange, values: { min: AUTHOR_AGE.min, max: AUTHOR_AGE.max } }, (value) => {
      if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
      const age = ageOn(value, today());
      return age >= AUTHOR_AGE.min && age <= AUTHOR_AGE.max;
    });

/** POST /v1/author.modify: the editable part of the author info page. */
export const authorProfileSchema = (today: () => Date = () => new Date()) =>
  yup.object({
    pen_name: penName(),
    gender,
    email,
    country,
    birth_date: birthDate(today),
    social_account: trimmed().optional().max(200, { id: V.textMax, values: { max: 200 } }),
  });
export type AuthorProfileInput = yup.InferType<ReturnType<typeof authorProfileSchema>>;

/** The longest intro text accepted at all; the rule that matters is the word range. */
export const INTRO_MAX_CHARS = TEXT_MAX_CHARS * 2;

/** POST /v1/author.introModify: 20–400 words. */
export const authorIntroSchema = yup.object({
  intro: trimmed()
    .required(V.introRequired)
    .max(INTRO_MAX_CHARS, { id: V.textMax, values: { max: INTRO_MAX_CHARS } })
    .test('words', (value, context) => {
      const count = countWords(value ?? '');
      if (count >= AUTHOR_INTRO_WORDS.min && count <= AUTHOR_INTRO_WORDS.max) return true;
      return context.createError({ message: { id: V.introWords, values: { ...AUTHOR_INTRO_WORDS, count } } });
    }),
});
export type AuthorIntroInput = yup.InferType<typeof authorIntroSchema>;
