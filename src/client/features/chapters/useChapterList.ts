import * as React from 'react';
import type { ChapterSummary } from '../../../domain/api/chapters';
import { useChapterWindows } from './api/get-chapters';

/** The select's value for no status filter ('' is its placeholder). */
export const ALL = 'all';
/** Fewer rows than this are paged; more are virtualised (all rows in one scrolling list). */
const VIRTUALISE_FROM = 200;

export const matches = (c: ChapterSummary, text: string) => {
  const t = text.trim().toLowerCase();
  return !t || String(c.chapter_code) === t || c.title.toLowerCase().includes(t);
};

/**
 * A novel's chapters as its list shows them: by status, with the words typed in its search. All of
 * a short novel's chapters arrive in the first window: sorted, filtered and paged here. A long
 * one's arrive window by window as the list scrolls: in chapter order, searched by the server.
 */
export function useChapterList(bookId: number) {
  const [status, setStatus] = React.useState(ALL);
  // A search is done by the server once the novel is too long to hold at once.
  const [filter, setFilter] = React.useState('');
  const [query, setQuery] = React.useState('');
  React.useEffect(() => {
    const timer = window.setTimeout(() => setQuery(filter.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [filter]);
  const [long, setLong] = React.useState(false);
  const windows = useChapterWindows(bookId, status === ALL ? undefined : status, long ? query : '');
  const { data, rows, complete } = windows;
  React.useEffect(() => {
    if (data && !(long && query)) setLong(!complete);
  }, [data, complete, long, query]);
  const windowed = long;
  const virtualize = windowed || rows.length >= VIRTUALISE_FROM;
  // The count beside the search says how many chapters it found: the server's total once it
  // searches (a long novel), else the chapters here that match the words typed.
  const shownCount = windowed || !filter.trim() ? data?.total : rows.filter((c) => matches(c, filter)).length;
  return { ...windows, status, setStatus, filter, setFilter, windowed, virtualize, shownCount };
}
