import useSWR from 'swr';
import type { ChapterComparison, ChapterDetail, ChapterSaved, ChapterVersionEntry, FirstPaidPreview, RELEASED_VERSION } from '../../../../domain/api/chapters';
import type { SaveAction } from '../../../../domain/chapter';
import type { ChapterDoc } from '../../../../domain/chapter-doc';
import type { DocDiffPart } from '../../../../domain/diff';
import { http } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const CHAPTER_PATH = '/v1/writeCenter.chapterInfo';
export const chapterKey = (id: number): ApiKey => [CHAPTER_PATH, { original_chapter_id: id }];
export const useChapter = (id: number | undefined) => useSWR<ChapterDetail>(id ? chapterKey(id) : null, { revalidateOnFocus: false, revalidateIfStale: false });

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

/** Saves are quiet: the editor shows their state and errors itself. */
export const addChapter = (bookId: number, call: SaveCall) => http.quietPost<ChapterSaved>('/v1/writeCenter.chapterAdd', { original_book_id: bookId, ...saveBody(call) });
export const saveChapter = (id: number, version: number, call: SaveCall) => http.quietPost<ChapterSaved>('/v1/writeCenter.chapterSave', { original_chapter_id: id, version, ...saveBody(call) });
export const deleteChapter = (id: number) => http.post<{ original_chapter_id: number }>('/v1/writeCenter.chapterDelete', { original_chapter_id: id });

export const versionsKey = (id: number): ApiKey => ['/v1/writeCenter.chapterVersions', { original_chapter_id: id }];
export const useVersions = (id: number | undefined) => useSWR<{ list: ChapterVersionEntry[] }>(id ? versionsKey(id) : null);
export const getVersion = (id: number, version: number) => http.get<ChapterVersionEntry & { content_doc?: ChapterDoc }>('/v1/writeCenter.chapterVersion', { original_chapter_id: id, version });
/** A stored side of a comparison: a saved version's number, or the text readers see. */
export type StoredVersion = number | typeof RELEASED_VERSION;
/** The server's comparison of two stored sides, its parts as the diff view reads them (a formatted part always has both formats). */
export const useChapterCompare = (id: number, from: StoredVersion | undefined, to: StoredVersion | undefined) =>
  useSWR<ChapterComparison>(from !== undefined && to !== undefined ? (['/v1/writeCenter.chapterCompare', { original_chapter_id: id, from, to }] as ApiKey) : null);
export const comparedParts = (parts: ChapterComparison['parts']): DocDiffPart[] =>
  parts.map((p) => (p.kind === 'formatted' ? { kind: 'formatted', text: p.text, before: p.before ?? [], after: p.after ?? [] } : { kind: p.kind, text: p.text }));
export const restoreVersion = (id: number, version: number, restore: number) =>
  http.post<ChapterSaved>('/v1/writeCenter.chapterRestore', { original_chapter_id: id, version, restore_version: restore });

export const firstPaidPreview = (bookId: number, chapterId: number) => http.get<FirstPaidPreview>('/v1/writeCenter.firstPaidPreview', { original_book_id: bookId, original_chapter_id: chapterId });
export const setFirstPaid = (bookId: number, chapterId: number) =>
  http.post<{ chapter_code: number }>('/v1/writeCenter.chapterFirstPaid', { original_book_id: bookId, original_chapter_id: chapterId });
