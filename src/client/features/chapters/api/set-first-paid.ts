import { http } from '../../../lib/http';

export const setFirstPaid = (bookId: number, chapterId: number) =>
  http.post<{ chapter_code: number }>('/v1/writeCenter.chapterFirstPaid', { original_book_id: bookId, original_chapter_id: chapterId });
