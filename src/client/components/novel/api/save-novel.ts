import type { NovelInput } from '../../../../domain/schemas/novel';
import { http, upload, type UploadOptions } from '../../../lib/http';

export const addNovel = (body: NovelInput & { event_id?: number }) =>
  http.post<{ original_book_id: number; novel_no: string; version: number }>('/v1/writeCenter.bookAdd', body);

export const editNovel = (id: number, version: number, body: NovelInput) =>
  http.post<{ original_book_id: number; version: number; review_status: string }>('/v1/writeCenter.bookEdit', { ...body, original_book_id: id, version });

/** Without `novelId` the cover waits for the novel's creation (its id goes in the form). */
export const uploadCover = (file: Blob, options?: UploadOptions & { novelId?: number }) =>
  upload<{ cover_id: string; cover_url: string }>('/v1/writeCenter.coverUpload', file, { ...options, query: { original_book_id: options?.novelId } });
