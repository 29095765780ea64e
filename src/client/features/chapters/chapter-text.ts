import type { ChapterDoc } from '../../../domain/chapter-doc';
import type { ChapterText } from './api/types';

const sameDoc = (a: ChapterDoc | undefined, b: ChapterDoc | undefined) => a === b || (!!a && !!b && JSON.stringify(a) === JSON.stringify(b));

/**
 * Whether two states of the editor hold the same chapter: title, text, notes and, when both have
 * one, the document (an italic added changes the document and not the text).
 */
export function sameChapterText(a: ChapterText, b: ChapterText): boolean {
  if (a.title !== b.title || a.content !== b.content) return false;
  if ((a.note_before ?? null) !== (b.note_before ?? null) || (a.note_after ?? null) !== (b.note_after ?? null)) return false;
  return !a.doc || !b.doc || sameDoc(a.doc, b.doc);
}

/** The chapter part of a save call or a local copy, nothing else. */
export const chapterTextOf = ({ title, content, doc, note_before, note_after }: ChapterText): ChapterText => ({ title, content, doc, note_before, note_after });
