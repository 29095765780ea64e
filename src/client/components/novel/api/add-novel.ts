import type { NovelInput } from '../../../../domain/schemas/novel';
import { http } from '../../../lib/http';

export const addNovel = (body: NovelInput & { event_id?: number }) =>
  http.post<{ original_book_id: number; novel_no: string; version: number }>('/v1/writeCenter.bookAdd', body);
