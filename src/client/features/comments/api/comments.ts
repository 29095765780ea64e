import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type {
  BlockEntry,
  BlockRequest,
  CommentDeleteRequest,
  CommentList,
  CommentListQuery,
  PinRequest,
  ReplyEntry,
  ReplyResult,
} from '../../../../domain/api/comments';
import { http } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const blocksKey: ApiKey = ['/v1/comment.blocks'];

/**
 * The inbox for a filter, 50 comments a page on demand. "Load more" fetches only the next page (the
 * first is not fetched again each time); an action on a comment or the window regaining focus
 * revalidates every loaded page.
 */
export const useCommentPages = (filter: Omit<CommentListQuery, 'cursor'>) =>
  useSWRInfinite<CommentList>(
    (index, previous: CommentList | null): ApiKey | null => {
      if (previous && previous.next_cursor === null) return null;
      return ['/v1/comment.list', { ...filter, ...(index > 0 && previous?.next_cursor ? { cursor: previous.next_cursor } : {}) }];
    },
    { revalidateFirstPage: false, keepPreviousData: true },
  );

export const useBlocks = () => useSWR<{ list: BlockEntry[] }>(blocksKey);

/** The reply box shows a 4001 or a 4029 itself (a countdown, not an error). */
export const sendReply = (comment_id: number, text: string) => http.quietPost<ReplyResult>('/v1/comment.reply', { comment_id, text });
export const editReply = (reply_id: number, text: string) => http.quietPost<ReplyEntry>('/v1/comment.reply_edit', { reply_id, text });
export const deleteReply = (reply_id: number) => http.post<{ changed: number }>('/v1/comment.reply_delete', { reply_id });
/** A 4009 names the earliest pin to replace: the caller asks, then sends `replace`. */
export const pinComment = (body: PinRequest) => http.quietPost<{ pinned_at: string; replaced: number | null }>('/v1/comment.pin', body);
export const unpinComment = (comment_id: number) => http.post<{ changed: number }>('/v1/comment.unpin', { comment_id });
export const deleteComments = (body: CommentDeleteRequest) => http.post<{ changed: number }>('/v1/comment.delete', body);
export const restoreComment = (comment_id: number) => http.post<{ changed: number }>('/v1/comment.restore', { comment_id });
export const handleComments = (comment_ids: number[], handled = true) => http.post<{ changed: number }>('/v1/comment.handle', { comment_ids, handled });
export const blockReader = (body: BlockRequest) => http.post<BlockEntry>('/v1/comment.block', body);
export const unblockReader = (block_id: number) => http.post<{ changed: number }>('/v1/comment.unblock', { block_id });
