import useSWR from 'swr';
import type { NovelSummary } from '../../domain/api/novels';
import type { PageOf } from '../../domain/api/common';
import type { ApiKey } from '../lib/swr';

export const NOVELS_PATH = '/v1/writeCenter.bookList';
export const novelsKey = (page: number, pageSize: number): ApiKey => [NOVELS_PATH, { page, page_size: pageSize }];
/** /mywork: the author's novels, latest update first. */
export const useNovels = (page: number, pageSize: number) => useSWR<PageOf<NovelSummary>>(novelsKey(page, pageSize), { keepPreviousData: true });
