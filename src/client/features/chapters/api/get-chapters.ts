import useSWR from 'swr';
import type { ChapterSummary } from '../../../../domain/api/chapters';
import type { PageOf } from '../../../../domain/api/common';
import type { ApiKey } from '../../../lib/swr';

/** The manage screen reads a novel's whole chapter list at once (the server allows 5,000) and virtualises it. */
export const CHAPTER_LIST_MAX = 5000;
export const CHAPTERS_PATH = '/v1/writeCenter.chapterList';
export const chaptersKey = (id: number, status?: string): ApiKey => [CHAPTERS_PATH, { original_book_id: id, page_size: CHAPTER_LIST_MAX, status }];
export const useChapters = (id: number | undefined, status?: string) =>
  useSWR<PageOf<ChapterSummary>>(id ? chaptersKey(id, status) : null, { keepPreviousData: true });
