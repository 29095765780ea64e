import useSWR from 'swr';
import type { NovelDetail, NovelSummary } from '../../domain/api/novels';
import type { PageOf } from '../../domain/api/common';
import { http } from '../lib/http';
import type { ApiKey } from '../lib/swr';

export const NOVEL_PATH = '/v1/writeCenter.bookInfo';
export const novelKey = (id: number): ApiKey => [NOVEL_PATH, { original_book_id: id }];
/**
 * A novel's page: a look-up that fails is shown by the page itself (PageFailure), so quietly (no
 * toast saying it again).
 */
export const useNovel = (id: number | undefined) =>
  useSWR<NovelDetail>(id ? novelKey(id) : null, ([path, query]: ApiKey) => http.quietGet<NovelDetail>(path, query));

export const NOVELS_PATH = '/v1/writeCenter.bookList';
export const novelsKey = (page: number, pageSize: number): ApiKey => [NOVELS_PATH, { page, page_size: pageSize }];
/** /mywork: the author's novels, latest update first. */
export const useNovels = (page: number, pageSize: number) => useSWR<PageOf<NovelSummary>>(novelsKey(page, pageSize), { keepPreviousData: true });

export const setNovelStatus = (id: number, status: 'finished' | 'updating') =>
  http.post<{ original_book_id: number; status: string }>('/v1/writeCenter.bookStatus', { original_book_id: id, status });
