import * as yup from 'yup';
import { TEXT_MAX_CHARS, type SitePolicy } from '../limits';
import { SAVE_ACTIONS, forbiddenInContent, forbiddenInTitle, forbiddenMessage, noteCharacterProblem } from '../chapter';
import { countWords } from '../words';
import './locale';
import { V } from './messages';
import { trimmed } from './auth';

/** 6000 words of long words fit easily; this only stops absurd bodies. */
export const CHAPTER_MAX_CHARS = 100_000;

/**
 * A chapter: title 1–20 words by site policy without special
 * characters; content 500–3000 (or 500–6000) words without Chinese
 * characters, special characters or emoji. Words count by the novel's section.
 */
export function chapterSchema(policy: SitePolicy, sectionId?: number) {
  const title = policy.chapterTitleWords;
  const content = policy.chapterContentWords;
  return yup.object({
    title: trimmed()
      .required(V.chapterTitleRequired)
      .max(TEXT_MAX_CHARS, { id: V.textMax, values: { max: TEXT_MAX_CHARS } })
      .test('words', (value, context) => {
        const count = countWords(value ?? '', sectionId);
        if (count >= title.min && count <= title.max) return true;
        return context.createError({ message: { id: V.chapterTitleWords, values: { ...title, count } } });
      })
      .test('chars', (value, context) => {
        const found = forbiddenInTitle(value ?? '', sectionId);
        return found.length === 0 || context.createError({ message: forbiddenMessage(found, V.chapterTitleSpecial) });
      }),
    content: yup
      .string()
      .required(V.chapterContentRequired)
      .max(CHAPTER_MAX_CHARS, { id: V.textMax, values: { max: CHAPTER_MAX_CHARS } })
      .test('words', (value, context) => {
        const count = countWords(value ?? '', sectionId);
        if (count >= content.min && count <= content.max) return true;
        return context.createError({ message: { id: V.chapterContentWords, values: { ...content, count } } });
      })
      .test('chars', (value, context) => {
        const found = forbiddenInContent(value ?? '', sectionId);
        return found.length === 0 || context.createError({ message: forbiddenMessage(found) });
      }),
  });
}
export type ChapterInput = yup.InferType<ReturnType<typeof chapterSchema>>;

/** What any save needs, even an autosave of half a sentence: text within the size limits. */
export const chapterDraftSchema = yup.object({
  title: yup.string().default('').max(TEXT_MAX_CHARS, { id: V.textMax, values: { max: TEXT_MAX_CHARS } }),
  content: yup.string().default('').max(CHAPTER_MAX_CHARS, { id: V.textMax, values: { max: CHAPTER_MAX_CHARS } }),
});

/** An author's note before or after a chapter: readers see it, word counts never include it. */
export const NOTE_MAX_CHARS = 5000;
/** The novel whose notes are checked: its section says which characters they may hold. */
export interface NoteRules {
  sectionId: number;
}
/** Size always; with `rules`, the chapter text's character rules (`noteCharacterProblem`), as readers get it. */
const note = (rules?: NoteRules) => {
  const sized = yup
    .string()
    .nullable()
    .trim()
    .max(NOTE_MAX_CHARS, { id: V.textMax, values: { max: NOTE_MAX_CHARS } });
  if (!rules) return sized;
  return sized.test('chars', (value, context) => {
    const problem = noteCharacterProblem(value, rules.sectionId);
    return !problem || context.createError({ message: problem });
  });
};
/** The chapter's own notes (null: the novel's default) and the novel's defaults. */
export const chapterNotesSchema = (rules?: NoteRules) => yup.object({ note_before: note(rules), note_after: note(rules) });
export const novelNotesSchema = (rules?: NoteRules) => yup.object({ default_note_before: note(rules), default_note_after: note(rules) });

const id = () => yup.number().typeError(V.invalid).required(V.invalid).integer(V.invalid).positive(V.invalid);

/** The rest of a save: what to do, the version it is based on, and a release time to schedule. */
export const chapterSaveExtras = yup.object({
  action: yup.string().oneOf(SAVE_ACTIONS, V.invalid).required(V.invalid),
  version: id(),
  release_at: yup.string().max(40, V.invalid).optional(),
});
export const chapterAddExtras = chapterSaveExtras.omit(['version']).shape({ original_book_id: id() });
