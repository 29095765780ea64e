import useSWR from 'swr';
import type { ChapterDetail, ChapterSaved, ChapterVersionEntry, FirstPaidPreview, WritingCalendar } from '../../../../domain/api/chapters';
import type { SaveAction } from '../../../../domain/chapter';
import { http } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const CHAPTER_PATH = '/v1/writeCenter.chapterInfo';
export const chapterKey = (id: number): ApiKey => [CHAPTER_PATH, { original_chapter_id: id }];
export const useChapter = (id: number | undefined) => useSWR<ChapterDetail>(id ? chapterKey(id) : null, { revalidateOnFocus: false, revalidateIfStale: false });

export interface ChapterText {
  title: string;
  content: string;
}

export interface SaveCall extends ChapterText {
  action: SaveAction;
  release_at?: string;
}

/** Saves are quiet: the editor shows their state and errors itself. */
export const addChapter = (bookId: number, call: SaveCall) => http.quietPost<ChapterSaved>('/v1/writeCenter.chapterAdd', { original_book_id: bookId, ...call });
export const saveChapter = (id: number, version: number, call: SaveCall) => http.quietPost<ChapterSaved>('/v1/writeCenter.chapterSave', { original_chapter_id: id, version, ...call });
export const deleteChapter = (id: number) => http.post<{ original_chapter_id: number }>('/v1/writeCenter.chapterDelete', { original_chapter_id: id });

export const versionsKey = (id: number): ApiKey => ['/v1/writeCenter.chapterVersions', { original_chapter_id: id }];
export const useVersions = (id: number | undefined) => useSWR<{ list: ChapterVersionEntry[] }>(id ? versionsKey(id) : null);
export const getVersion = (id: number, version: number) => http.get<ChapterVersionEntry>('/v1/writeCenter.chapterVersion', { original_chapter_id: id, version });
export const restoreVersion = (id: number, version: number, restore: number) =>
  http.post<ChapterSaved>('/v1/writeCenter.chapterRestore', { original_chapter_id: id, version, restore_version: restore });

export const firstPaidPreview = (bookId: number, chapterId: number) => http.get<FirstPaidPreview>('/v1/writeCenter.firstPaidPreview', { original_book_id: bookId, original_chapter_id: chapterId });
export const setFirstPaid = (bookId: number, chapterId: number) =>
  http.post<{ chapter_code: number }>('/v1/writeCenter.chapterFirstPaid', { original_book_id: bookId, original_chapter_id: chapterId });

export const useWritingCalendar = (query: { from: string; to: string; tz: string }) => useSWR<WritingCalendar>(['/v1/writeCenter.writingCalendar', query] as ApiKey);
