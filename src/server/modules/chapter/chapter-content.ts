import { chapterDocFromText, deriveChapterContent, normalizeChapterDoc, type ChapterDoc } from '../../../domain/chapter-doc';
import type { Chapter } from '../../db/schema';

/** The live content of a chapter row: the document with its plain text and sanitised HTML. */
export type LiveContentColumns = Pick<Chapter, 'contentDoc' | 'content' | 'contentHtml'>;
/** The unpublished draft's content: its document and plain text, or neither. */
export type DraftContentColumns = Pick<Chapter, 'draftDoc' | 'draftContent'>;

/**
 * The one place chapter content is written from: the text (words, content rules) and the HTML (readers)
 * always derive from the document, so the three columns cannot disagree.
 */
export function liveContentColumns(doc: ChapterDoc): LiveContentColumns {
  const derived = deriveChapterContent(doc);
  return { contentDoc: derived.doc, content: derived.text, contentHtml: derived.html };
}

export function draftContentColumns(doc: ChapterDoc | null): DraftContentColumns {
  if (doc === null) return { draftDoc: null, draftContent: null };
  const derived = deriveChapterContent(doc);
  return { draftDoc: derived.doc, draftContent: derived.text };
}

/** A plain-text chapter's live columns (seeds, fixtures, clients that send text): the document `chapterDocFromText` makes. */
export const textContentColumns = (text: string) => liveContentColumns(chapterDocFromText(text));
export const textDraftColumns = (text: string | null) => draftContentColumns(text === null ? null : chapterDocFromText(text));

/** A version's content: its document and plain text. */
export function versionContentColumns(doc: ChapterDoc): { contentDoc: ChapterDoc; content: string } {
  const derived = deriveChapterContent(doc);
  return { contentDoc: derived.doc, content: derived.text };
}

/** What a save sets: documents in, every derived column out. */
export type ContentChanges = Partial<Omit<Chapter, keyof LiveContentColumns | keyof DraftContentColumns>> & {
  contentDoc?: ChapterDoc;
  draftDoc?: ChapterDoc | null;
};

export function chapterChanges(changes: ContentChanges): Partial<Chapter> {
  const { contentDoc, draftDoc, ...rest } = changes;
  return {
    ...rest,
    ...(contentDoc !== undefined ? liveContentColumns(contentDoc) : {}),
    ...(draftDoc !== undefined ? draftContentColumns(draftDoc) : {}),
  };
}

/** Two documents say the same (stored JSON may order keys differently). */
export const sameDoc = (a: ChapterDoc, b: ChapterDoc) =>
  JSON.stringify(normalizeChapterDoc(a)) === JSON.stringify(normalizeChapterDoc(b));
