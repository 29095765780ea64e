import * as React from 'react';
import { COMMENT_SEARCH_MAX, COMMENT_TYPES, PINNED_FILTERS, REPLY_FILTERS, type CommentView } from '../../../domain/comment';
import type { CommentListQuery } from '../../../domain/api/comments';
import { useQueryChange } from '../../lib/useQueryChange';

export interface CommentFilters {
  view: CommentView;
  type: (typeof COMMENT_TYPES)[number] | 'all';
  pinned: (typeof PINNED_FILTERS)[number];
  /** "needs a reply" unless the address says otherwise */
  reply: (typeof REPLY_FILTERS)[number];
  book: number | null;
  q: string;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T => (list.includes(value as T) ? (value as T) : fallback);
const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The inbox's filters, kept in the address so a view can be bookmarked and Back undoes a change. */
export function useCommentFilters() {
  const [params, changeQuery] = useQueryChange();
  const filters: CommentFilters = {
    view: params.get('view') === 'removed' ? 'removed' : 'live',
    type: oneOf([...COMMENT_TYPES, 'all'] as const, params.get('type'), 'all'),
    pinned: oneOf(PINNED_FILTERS, params.get('pinned'), 'all'),
    reply: oneOf(REPLY_FILTERS, params.get('reply'), 'unreplied'),
    book: positive(params.get('book')),
    q: (params.get('q') ?? '').slice(0, COMMENT_SEARCH_MAX),
  };
  const set = React.useCallback(
    (change: Partial<CommentFilters>) =>
      changeQuery(
        (next) => {
          for (const [key, value] of Object.entries(change)) {
            if (value === null || value === '' || (key === 'view' && value === 'live') || ((key === 'type' || key === 'pinned') && value === 'all')) next.delete(key);
            else next.set(key, String(value));
          }
        },
        { replace: 'q' in change },
      ),
    [changeQuery],
  );
  // The address the filters were read from: the list on screen says which one it shows.
  return { filters, set, address: params.toString() };
}

/** The list query of a set of filters (the removed view ignores the reply and pin filters). */
export function listQuery(f: CommentFilters): Omit<CommentListQuery, 'cursor'> {
  return {
    view: f.view,
    ...(f.type !== 'all' ? { type: f.type } : {}),
    ...(f.view === 'live' && f.pinned !== 'all' ? { pinned: f.pinned } : {}),
    ...(f.view === 'live' ? { reply: f.reply } : {}),
    ...(f.book ? { original_book_id: f.book } : {}),
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
  };
}
