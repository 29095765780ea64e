import useSWR from 'swr';
import type { Plan } from '../../../../domain/api/planner';
import { http } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const planKey = (bookId: number): ApiKey => ['/v1/planner.get', { original_book_id: bookId }];
/** A novel's plan: the page shows a failed look-up itself, so quietly. */
export const usePlan = (bookId: number | undefined) => useSWR<Plan>(bookId ? planKey(bookId) : null, ([path, query]: ApiKey) => http.quietGet<Plan>(path, query));
