import useSWR from 'swr';
import type { IdPhotoUploaded, SignAddInfoRequest, SignApplicationValues, SignEligibility, SignSubmitRequest, SignSubmitted } from '../../../../domain/api/sign';
import { http, upload, type UploadOptions } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const eligibilityKey = (bookId: number): ApiKey => ['/v1/sign.eligibility', { original_book_id: bookId }];
/** The checklist and, once sent, the tracker of the work's application. */
export const useEligibility = (bookId: number | null) => useSWR<SignEligibility>(bookId ? eligibilityKey(bookId) : null);

/** A private photo of an ID document, for the application. */
export const uploadIdPhoto = (party: 'author' | 'guardian', side: 'front' | 'back') => (file: Blob, options: UploadOptions) =>
  upload<IdPhotoUploaded>('/v1/sign.uploadIdPhoto', file, { ...options, query: { party, side } });

/** POST /v1/sign.submit: the failures are shown next to the fields, not in a toast. */
export const submitApplication = (body: SignSubmitRequest) => http.quietPost<SignSubmitted>('/v1/sign.submit', body);

/** POST /v1/sign.addInfo: only what the editor asked for and what the author changed; the rest stays as stored. */
export const addApplicationInfo = (body: SignAddInfoRequest) => http.quietPost<SignSubmitted>('/v1/sign.addInfo', body);

/** POST /v1/sign.reveal: the application in clear, after the password again (a wrong one answers on `password`). */
export const revealApplication = (bookId: number, password: string) =>
  http.quietPost<SignApplicationValues>('/v1/sign.reveal', { original_book_id: bookId, password });
