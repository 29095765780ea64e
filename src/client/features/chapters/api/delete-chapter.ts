import { http } from '../../../lib/http';

export const deleteChapter = (id: number) => http.post<{ original_chapter_id: number }>('/v1/writeCenter.chapterDelete', { original_chapter_id: id });
