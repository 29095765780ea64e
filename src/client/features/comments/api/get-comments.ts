import useSWRInfinite from 'swr/infinite';
import type { CommentList, CommentListQuery } from '../../../../domain/api/comments';
import { COMMENT_FIRST_PAGE } from '../../../../domain/comment';
import type { ApiKey } from '../../../lib/swr';

/**
 * The inbox for a filter: a first page of about what a screen shows, then 50 comments a page on
 * demand. "Load more" fetches only the next page (the
 * first is not fetched again each time); an action on a comment or the window regaining focus
 * revalidates every loaded page.
 */
export const useCommentPages = (filter: Omit<CommentListQuery, 'cursor'>) =>
  useSWRInfinite<CommentList>(
    (index, previous: CommentList | null): ApiKey | null => {
      if (previous && previous.next_cursor === null) return null;
      return ['/v1/comment.list', { ...filter, ...(index > 0 && previous?.next_cursor ? { cursor: previous.next_cursor } : { limit: COMMENT_FIRST_PAGE }) }];
    },
    { revalidateFirstPage: false, keepPreviousData: true },
  );
