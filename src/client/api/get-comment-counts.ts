import useSWR from 'swr';
import type { CommentCounts } from '../../domain/api/comments';
import type { ApiKey } from '../lib/swr';

export const countsKey: ApiKey = ['/v1/comment.counts'];
/** How many comments each filter holds over all the author's novels (the dashboard); the inbox refreshes it. */
export const useCommentCounts = (enabled = true) => useSWR<CommentCounts>(enabled ? countsKey : null);
