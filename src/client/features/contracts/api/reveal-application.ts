import type { SignApplicationValues } from '../../../../domain/api/sign';
import { http } from '../../../lib/http';

/** POST /v1/sign.reveal: the application in clear, after the password again (a wrong one answers on `password`). */
export const revealApplication = (bookId: number, password: string, code?: string) =>
  http.quietPost<SignApplicationValues>('/v1/sign.reveal', { original_book_id: bookId, password, code });
