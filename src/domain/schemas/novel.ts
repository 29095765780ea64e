import * as yup from 'yup';
import {
  BLURB_WORDS,
  BOOK_INTRO_MAX_WORDS,
  CONTENT_RATINGS,
  DIGITS_MAX,
  DIGITS_MIN,
  GENRES_PER_NOVEL,
  LABELS_PER_CATEGORY,
  TEXT_MAX_CHARS,
  type SitePolicy,
} from '../limits';
import { containsChapterContent, isSectionId, uncapitalisedWords } from '../novel';
import { forbiddenInTitle } from '../chapter';
import { countWords } from '../words';
import './locale';
import { V } from './messages';
import { trimmed } from './auth';

/** A blurb of 500 words fits easily; this only stops absurd bodies. */
export const BLURB_MAX_CHARS = 6000;
export const BOOK_INTRO_MAX_CHARS = 12_000;

/** What the label rule needs to know of each tag category. */
export interface TagCategoryRule {
  id: number;
  name: string;
  starred: boolean;
  labelIds: readonly number[];
}

export interface NovelRules {
  policy: SitePolicy;
  /** the tag categories and their labels; the label rule checks against them */
  tagCategories: readonly TagCategoryRule[];
  /** texts of the novel's chapters, so the intro cannot repeat them (edit only) */
  chapterTexts?: readonly string[];
}

const textMax = (max = TEXT_MAX_CHARS) => ({ id: V.textMax, values: { max } });
const MIN_WITH_DIGITS = 10 ** (DIGITS_MIN - 1);
const MAX_WITH_DIGITS = 10 ** DIGITS_MAX - 1;

/** A whole number written with 3–8 digits (a "numeric field"). */
export const digits = (requiredMessage: string) =>
  yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError({ id: V.digits, values: { min: DIGITS_MIN, max: DIGITS_MAX } })
    .required(requiredMessage)
    .test('digits', { id: V.digits, values: { min: DIGITS_MIN, max: DIGITS_MAX } }, (v) => v === undefined || (Number.isInteger(v) && v >= MIN_WITH_DIGITS && v <= MAX_WITH_DIGITS));

const id = (message: string) =>
  yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(message)
    .required(message)
    .integer(message)
    .positive(message);

const ids = () => yup.array(yup.number().integer().positive().required()).default([]);

/** The form's language section (the portal's select holds it as text, the server's body as a number). */
function sectionIn(context: yup.TestContext): number | undefined {
  const section = Number((context.parent as { section_id?: unknown }).section_id);
  return Number.isFinite(section) ? section : undefined;
}

/** A character a title may not hold, as the chapter title's rule has it. */
function titleProblem(value: string | undefined, context: yup.TestContext) {
  const found = forbiddenInTitle(value ?? '', sectionIn(context));
  return found.length === 0 || context.createError({ message: { id: V.titleSpecial, values: { char: found[0].char, column: found[0].column, count: found.length } } });
}

/** The words of `text` counted with the rule of the form's language section. */
function wordsIn(text: string | undefined, context: yup.TestContext): number {
  return countWords(text ?? '', sectionIn(context));
}

/**
 * The novel form: POST /v1/writeCenter.bookAdd and bookEdit, and
 * the portal's create and edit screens. Word counts follow the language section.
 */
export function novelSchema({ policy, tagCategories, chapterTexts = [] }: NovelRules) {
  const titleRange = policy.bookTitleWords;
  return yup.object({
    section_id: yup
      .number()
      .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
      .typeError(V.sectionRequired)
      .required(V.sectionRequired)
      .test('section', V.sectionRequired, (v) => v === undefined || isSectionId(v)),
    title: trimmed()
      .required(V.titleRequired)
      .max(TEXT_MAX_CHARS, textMax())
      .test('words', (value, context) => {
        const count = wordsIn(value, context);
        if (count >= titleRange.min && count <= titleRange.max) return true;
        return context.createError({ message: { id: V.titleWords, values: { ...titleRange, count } } });
      })
      .test('capitals', (value, context) => {
        const words = uncapitalisedWords(value ?? '');
        return words.length === 0 || context.createError({ message: { id: V.titleCapitals, values: { words: words.slice(0, 5).join(', ') } } });
      })
      // The same characters as a chapter title: a title is a title.
      .test('chars', (value, context) => titleProblem(value, context)),
    name: trimmed()
      .optional()
      .max(TEXT_MAX_CHARS, textMax())
      .test('chars', (value, context) => titleProblem(value, context)),
    blurb: trimmed()
      .required(V.blurbRequired)
      .max(BLURB_MAX_CHARS, textMax(BLURB_MAX_CHARS))
      .test('words', (value, context) => {
        const count = wordsIn(value, context);
        if (count >= BLURB_WORDS.min && count <= BLURB_WORDS.max) return true;
        return context.createError({ message: { id: V.blurbWords, values: { ...BLURB_WORDS, count } } });
      }),
    intro: trimmed()
      .optional()
      .max(BOOK_INTRO_MAX_CHARS, textMax(BOOK_INTRO_MAX_CHARS))
      .test('words', (value, context) => {
        const count = wordsIn(value, context);
        return count <= BOOK_INTRO_MAX_WORDS || context.createError({ message: { id: V.bookIntroWords, values: { max: BOOK_INTRO_MAX_WORDS, count } } });
      })
      .test('chapter-content', V.bookIntroChapter, (value) => !value || !containsChapterContent(value, chapterTexts)),
    protagonists: trimmed().optional().max(TEXT_MAX_CHARS, textMax()),
    genre_ids: ids().test('range', { id: V.genresRange, values: { ...GENRES_PER_NOVEL } }, (v = []) => {
      const unique = new Set(v).size;
      return unique === v.length && unique >= GENRES_PER_NOVEL.min && unique <= GENRES_PER_NOVEL.max;
    }),
    label_ids: ids().test('labels', (value = [], context) => {
      const chosen = new Set(value);
      const known = new Set(tagCategories.flatMap((c) => c.labelIds));
      if ([...chosen].some((label) => !known.has(label)) || chosen.size !== value.length) {
        return context.createError({ message: V.labelsUnknown });
      }
      for (const category of tagCategories) {
        const n = category.labelIds.filter((label) => chosen.has(label)).length;
        if (n > LABELS_PER_CATEGORY.max) return context.createError({ message: { id: V.labelsMax, values: { max: LABELS_PER_CATEGORY.max, category: category.name } } });
      }
      const missing = tagCategories.filter((c) => c.starred && !c.labelIds.some((label) => chosen.has(label)));
      if (missing.length) return context.createError({ message: { id: V.labelsStarred, values: { categories: missing.map((c) => c.name).join(', ') } } });
      return true;
    }),
    category_id: id(V.categoryRequired),
    sub_category_id: id(V.subCategoryRequired),
    content_rating: yup.string().required(V.ratingRequired).oneOf(CONTENT_RATINGS, V.ratingRequired),
    cover_id: trimmed().optional().max(64),
    exclusive: yup.boolean().typeError(V.exclusiveRequired).required(V.exclusiveRequired),
    original_platform: trimmed()
      .max(TEXT_MAX_CHARS, textMax())
      .when('exclusive', {
        is: false,
        then: (s) => s.required(V.originalPlatformRequired),
        otherwise: (s) => s.optional(),
      }),
    estimated_words: digits(V.estimatedWordsRequired),
    monthly_words: digits(V.monthlyWordsRequired),
  });
}
export type NovelInput = yup.InferType<ReturnType<typeof novelSchema>>;

/** POST /v1/writeCenter.bookAdd: the form, plus the contest it is created for. */
export const novelCreateExtras = yup.object({
  event_id: yup.number().integer().positive().optional(),
});

/** POST /v1/writeCenter.bookEdit: the form, plus which novel and the version the author edited. */
export const novelEditExtras = yup.object({
  original_book_id: yup.number().typeError(V.invalid).required(V.invalid).integer(V.invalid).positive(V.invalid),
  version: yup.number().typeError(V.invalid).required(V.invalid).integer(V.invalid).min(1, V.invalid),
});
