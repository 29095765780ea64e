import useSWR from 'swr';
import type { ChapterDetail } from '../../../../domain/api/chapters';
import type { ApiKey } from '../../../lib/swr';

export const CHAPTER_PATH = '/v1/writeCenter.chapterInfo';
export const chapterKey = (id: number): ApiKey => [CHAPTER_PATH, { original_chapter_id: id }];
export const useChapter = (id: number | undefined) => useSWR<ChapterDetail>(id ? chapterKey(id) : null, { revalidateOnFocus: false, revalidateIfStale: false });
