import type { IdPhotoUploaded } from '../../../../domain/api/sign';
import { upload, type UploadOptions } from '../../../lib/http';

/** A private photo of an ID document, for the application. */
export const uploadIdPhoto = (party: 'author' | 'guardian', side: 'front' | 'back') => (file: Blob, options: UploadOptions) =>
  upload<IdPhotoUploaded>('/v1/sign.uploadIdPhoto', file, { ...options, query: { party, side } });
