import { upload, type UploadOptions } from '../../../lib/http';

/** Without `novelId` the cover waits for the novel's creation (its id goes in the form). */
export const uploadCover = (file: Blob, options?: UploadOptions & { novelId?: number }) =>
  upload<{ cover_id: string; cover_url: string }>('/v1/writeCenter.coverUpload', file, { ...options, query: { original_book_id: options?.novelId } });
