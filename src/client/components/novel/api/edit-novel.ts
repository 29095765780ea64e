import type { NovelInput } from '../../../../domain/schemas/novel';
import { http } from '../../../lib/http';

export const editNovel = (id: number, version: number, body: NovelInput) =>
  http.post<{ original_book_id: number; version: number; review_status: string }>('/v1/writeCenter.bookEdit', { ...body, original_book_id: id, version });
