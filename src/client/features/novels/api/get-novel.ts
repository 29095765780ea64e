import useSWR from 'swr';
import type { NovelDetail } from '../../../../domain/api/novels';
import type { ApiKey } from '../../../lib/swr';

export const NOVEL_PATH = '/v1/writeCenter.bookInfo';
export const novelKey = (id: number): ApiKey => [NOVEL_PATH, { original_book_id: id }];
export const useNovel = (id: number | undefined) => useSWR<NovelDetail>(id ? novelKey(id) : null);
