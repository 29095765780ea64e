import * as React from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { CommentEntry } from '../../../domain/api/comments';

/** The scrolling element the shell gives the page (its main column). */
const scrollParent = (el: HTMLElement | null): HTMLElement | null => {
  for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
};

interface Options {
  comments: readonly CommentEntry[];
  /** another page can be asked for */
  hasMore: boolean;
  loading: boolean;
  loadMore(): void;
  /** changes when the list is another one (the view), so its place in the page is measured again */
  view: string;
  setActive(index: number): void;
}

/**
 * The inbox as a virtualised feed in the shell's main column: rows measured as they render, the next
 * page asked for as the end comes near, and a way to move the keyboard's place to a comment.
 */
export function useCommentFeed({ comments, hasMore, loading, loadMore, view, setActive }: Options) {
  const listRef = React.useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = React.useState<HTMLElement | null>(null);
  const [margin, setMargin] = React.useState(0);
  const hasRows = comments.length > 0;
  React.useLayoutEffect(() => {
    const parent = scrollParent(listRef.current);
    const top = parent && listRef.current ? listRef.current.getBoundingClientRect().top - parent.getBoundingClientRect().top + parent.scrollTop : undefined;
    // A transition: set in a layout effect, these would render the feed's first rows at once, in the
    // task of the commit that showed the list (on a phone, half a second of the page's load that
    // input waited for); as a transition they render in slices, into the box the list already holds.
    React.startTransition(() => {
      setScroller(parent);
      if (top !== undefined) setMargin(top);
    });
  }, [hasRows, view]);
  const virtualizer = useVirtualizer({
    count: comments.length,
    getScrollElement: () => scroller,
    estimateSize: () => 220,
    overscan: 6,
    scrollMargin: margin,
    getItemKey: (i) => comments[i]?.id ?? i,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  React.useEffect(() => {
    if (hasMore && !loading && lastIndex >= comments.length - 8) loadMore();
  }, [hasMore, lastIndex, comments.length, loading, loadMore]);

  const focusComment = React.useCallback(
    (index: number) => {
      const bounded = Math.max(0, Math.min(comments.length - 1, index));
      setActive(bounded);
      virtualizer.scrollToIndex(bounded, { align: 'auto' });
      requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-index="${bounded}"] article`)?.focus({ preventScroll: true }));
    },
    [comments.length, virtualizer, setActive],
  );
  return { listRef, virtualizer, items, focusComment };
}
