import * as React from 'react';
import useSWR from 'swr';
import type { ChapterPage, ChapterSummary } from '../../../../domain/api/chapters';
import { CHAPTER_WINDOW } from '../../../../domain/chapter';
import { http } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const CHAPTERS_PATH = '/v1/writeCenter.chapterList';

const params = (id: number, status?: string, q?: string) => ({ original_book_id: id, page_size: CHAPTER_WINDOW, status, q: q || undefined });
export const chaptersKey = (id: number, status?: string, q?: string): ApiKey => [CHAPTERS_PATH, { ...params(id, status, q), after_code: 0 }];

/**
 * A novel's chapters by window (keyset on the chapter no.): the first window through SWR (so a
 * save elsewhere refreshes it), the next ones as the list asks for them. `complete` says the
 * novel's chapters (or the search's) are all here.
 */
export function useChapterWindows(id: number | undefined, status?: string, q?: string) {
  const first = useSWR<ChapterPage>(id ? chaptersKey(id, status, q) : null, { keepPreviousData: true });
  const [more, setMore] = React.useState<{ base: ChapterPage; rows: ChapterSummary[]; nextAfter: number | null }>();
  const loading = React.useRef(false);
  // Windows loaded after a first window that has since been fetched again are dropped.
  const extra = more && more.base === first.data ? more : undefined;
  const nextAfter = extra ? extra.nextAfter : (first.data?.next_after ?? null);
  const rows = React.useMemo(() => [...(first.data?.list ?? []), ...(extra?.rows ?? [])], [first.data, extra]);
  const loadMore = React.useCallback(async () => {
    const base = first.data;
    if (!id || !base || nextAfter === null || loading.current) return;
    loading.current = true;
    try {
      const page = await http.get<ChapterPage>(CHAPTERS_PATH, { ...params(id, status, q), after_code: nextAfter });
      setMore((current) => ({ base, rows: [...(current?.base === base ? current.rows : []), ...page.list], nextAfter: page.next_after }));
    } finally {
      loading.current = false;
    }
  }, [id, status, q, first.data, nextAfter]);
  return { data: first.data, rows, complete: !!first.data && nextAfter === null, loadMore, error: first.error, isLoading: first.isLoading, mutate: first.mutate };
}
