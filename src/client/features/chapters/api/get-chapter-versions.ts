import useSWR from 'swr';
import type { ChapterVersionEntry } from '../../../../domain/api/chapters';
import type { ApiKey } from '../../../lib/swr';

export const versionsKey = (id: number): ApiKey => ['/v1/writeCenter.chapterVersions', { original_chapter_id: id }];
export const useVersions = (id: number | undefined) => useSWR<{ list: ChapterVersionEntry[] }>(id ? versionsKey(id) : null);
