import * as React from 'react';
import { useSWRConfig } from 'swr';
import { CHAPTERS_PATH } from './api/get-chapters';
import { NOVEL_PATH } from '../../api/get-novel';
import { NOVELS_PATH } from '../../api/get-novels';

/** Whether an SWR key holds data a chapter save changes: the novel's chapter list and facts, and the novels list. */
export const isBookData = (bookId: number) => (key: unknown) => {
  if (!Array.isArray(key)) return false;
  const [path, params] = key as [string, { original_book_id?: number } | undefined];
  return path === NOVELS_PATH || ((path === CHAPTERS_PATH || path === NOVEL_PATH) && params?.original_book_id === bookId);
};

/**
 * On leaving the editor, what it changed is fetched again: the manage page
 * shows the chapter just written even when it was open a moment ago (its
 * cached list would otherwise be reused within SWR's deduping interval).
 */
export function useRefreshBookOnLeave(bookId: number) {
  const { mutate } = useSWRConfig();
  // Unmounted with the whole portal, the SWR cache is gone first and the refresh fails: there is no page to refresh then.
  React.useEffect(() => () => void mutate(isBookData(bookId)).catch(() => undefined), [mutate, bookId]);
}
