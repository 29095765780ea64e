/** What a save sends, and the checks it passes before anything is written. */
import type { Db } from '../../db/client';
import type { Chapter } from '../../db/schema';
import { ApiCode } from '../../../domain/errors';
import { policyForSite } from '../../../domain/limits';
import { forbiddenInChapterDoc, scheduleProblem, type SaveAction } from '../../../domain/chapter';
import { chapterDocFromText, deriveChapterContent, normalizeChapterDoc, type ChapterDoc } from '../../../domain/chapter-doc';
import { chapterDraftSchema, chapterNotesSchema, chapterSchema } from '../../../domain/schemas/chapter';
import { ValidationError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { authorSite } from './chapter-store';
import type { ChapterText } from './transitions';

/** A save's content: a document, or (older clients) text, and the notes (absent: unchanged). */
export interface SaveBody {
  title?: string;
  content?: string;
  content_doc?: unknown;
  note_before?: string | null;
  note_after?: string | null;
}

export interface SaveRequest {
  action: SaveAction;
  release_at?: string;
  body: SaveBody;
}

/** The document a save sends: `content_doc` reduced to the chapter schema, else the text's paragraphs. */
const docOf = (body: SaveBody): ChapterDoc =>
  body.content_doc !== undefined && body.content_doc !== null ? normalizeChapterDoc(body.content_doc) : chapterDocFromText(typeof body.content === 'string' ? body.content : '');

/** Where the characters the content rules refuse are, for the editor to highlight. */
const contentPositions = (fields: ValidationError['fields'], doc: ChapterDoc, sectionId: number) => {
  if (!fields.content) return undefined;
  const found = forbiddenInChapterDoc(doc, sectionId);
  return found.length ? { positions: { content: found } } : undefined;
};

/**
 * The content of a save: the document, and the rules applied to its derived text, so a document and
 * the same text sent as text meet the same limits and messages. Size limits always; the full rules
 * (those of the author's site) before it goes out or is scheduled.
 */
export async function checkedText(db: Db, authorId: number, request: SaveRequest, full: boolean, sectionId: number, now: Date): Promise<{ text: ChapterText; releaseAt?: Date }> {
  const derived = deriveChapterContent(docOf(request.body));
  // Text is checked as sent, so its messages name its own lines; a document is checked one line per
  // paragraph, so "line 3" is its third paragraph. Either has the words and characters it stores.
  const sentDoc = request.body.content_doc !== undefined && request.body.content_doc !== null;
  const content = sentDoc ? derived.text.replace(/\n\n/g, '\n') : (request.body.content ?? '');
  const input = { title: request.body.title, content };
  if (!full) return { text: { title: (await validate(chapterDraftSchema, input)).title, doc: derived.doc } };
  try {
    const { title } = await validate(chapterSchema(policyForSite(await authorSite(db, authorId)), sectionId), input);
    const problem = request.action === 'schedule' ? scheduleProblem(request.release_at, now) : undefined;
    if (problem) throw new ValidationError({ release_at: problem });
    return { text: { title, doc: derived.doc }, releaseAt: request.action === 'schedule' ? new Date(request.release_at!) : undefined };
  } catch (err) {
    // One summary for a chapter that cannot go out, whichever field failed: "please check the chapter title and content".
    if (err instanceof ValidationError) throw new ValidationError(err.fields, ApiCode.ValidationFailed, 'chapter.checkContent', contentPositions(err.fields, derived.doc, sectionId));
    throw err;
  }
}

/**
 * The notes a save sets: only those it sends (null: back to the novel's default). Size always; the
 * chapter text's character rules once they reach readers: a live chapter's notes go out as they are
 * saved, and a save checked for release goes out with the notes it keeps (`stored`, unless it sends others).
 */
export async function checkedNotes(
  body: SaveBody,
  toReaders: { sectionId: number; stored?: Pick<Chapter, 'noteBefore' | 'noteAfter'> } | undefined,
): Promise<{ noteBefore?: string | null; noteAfter?: string | null }> {
  const input = {
    note_before: body.note_before !== undefined ? body.note_before : toReaders?.stored?.noteBefore,
    note_after: body.note_after !== undefined ? body.note_after : toReaders?.stored?.noteAfter,
  };
  const notes = await validate(chapterNotesSchema(toReaders), input);
  return {
    ...(body.note_before !== undefined ? { noteBefore: notes.note_before } : {}),
    ...(body.note_after !== undefined ? { noteAfter: notes.note_after } : {}),
  };
}
