import type { SignUrl } from '../../../../domain/api/sign';
import { http } from '../../../lib/http';

/** `success` and the signing dialog's address, valid for an hour. */
export const getSignUrl = (bookId: number) => http.quietGet<SignUrl>('/v1/sign.signUrl', { book_id: bookId });
