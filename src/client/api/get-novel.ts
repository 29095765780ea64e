import useSWR from 'swr';
import type { NovelDetail } from '../../domain/api/novels';
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
