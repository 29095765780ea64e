import type { ChapterDetail } from '../../../../domain/api/chapters';
import type { SaveAction } from '../../../../domain/chapter';
import type { ChapterDoc } from '../../../../domain/chapter-doc';

/**
 * A chapter as the editor holds it: the title, the document and its plain text (derived from the
 * document: word counts and the content rules read it), and the author's notes (null: the novel's
 * default; absent: not touched by this editor).
 */
export interface ChapterText {
  title: string;
  content: string;
  doc?: ChapterDoc;
  note_before?: string | null;
  note_after?: string | null;
}

/** What the writing desk reads of a chapter beyond its text: its document and notes, and the novel's default notes. */
export interface ChapterDeskFields {
  content_doc?: ChapterDoc;
  note_before?: string | null;
  note_after?: string | null;
  default_note_before?: string | null;
  default_note_after?: string | null;
}
export type ChapterDeskDetail = ChapterDetail & ChapterDeskFields;

export interface SaveCall extends ChapterText {
  action: SaveAction;
  release_at?: string;
}

/**
 * A save's body: the document as `content_doc` (the server derives the text from it; `content` goes
 * along for a server that does not read documents), and the notes when the editor has them.
 */
export function saveBody({ doc, note_before, note_after, ...rest }: SaveCall) {
  return {
    ...rest,
    ...(doc ? { content_doc: doc } : {}),
    ...(note_before !== undefined ? { note_before } : {}),
    ...(note_after !== undefined ? { note_after } : {}),
  };
}
