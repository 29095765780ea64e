import useSWR from 'swr';
import type { WritingGoal } from '../../../../domain/api/planner';
import { http } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const GOAL_PATH = '/v1/goal.get';
export const goalKey = (bookId: number): ApiKey => [GOAL_PATH, { original_book_id: bookId }];
/** A novel's writing goal and its words: the panel shows a failed look-up itself, so quietly (no toast). */
export const useWritingGoal = (bookId: number | undefined) =>
  useSWR<WritingGoal>(bookId ? goalKey(bookId) : null, ([path, query]: ApiKey) => http.quietGet<WritingGoal>(path, query));
