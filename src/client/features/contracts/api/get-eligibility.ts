import useSWR from 'swr';
import type { SignEligibility } from '../../../../domain/api/sign';
import type { ApiKey } from '../../../lib/swr';

export const eligibilityKey = (bookId: number): ApiKey => ['/v1/sign.eligibility', { original_book_id: bookId }];
/** The checklist and, once sent, the tracker of the work's application. */
export const useEligibility = (bookId: number | null) => useSWR<SignEligibility>(bookId ? eligibilityKey(bookId) : null);
