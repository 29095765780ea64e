import useSWR from 'swr';
import type { SignInfo } from '../../../../domain/api/sign';
import type { ApiKey } from '../../../lib/swr';

export const signInfoKey = (bookId: number): ApiKey => ['/v1/sign.info', { book_id: bookId }];
/** /mySignInfo: the work's application (masked) and contract. */
export const useSignInfo = (bookId: number | null) => useSWR<SignInfo>(bookId ? signInfoKey(bookId) : null);
