import useSWR from 'swr';
import type { ChapterStats } from '../../../../domain/api/stats';
import type { ApiKey } from '../../../lib/swr';
import type { StatsParams } from '../useStatsParams';
import { statsQuery } from './types';

export const chaptersKey = (p: StatsParams): ApiKey => ['/v1/stats.chapters', statsQuery(p)];

/** The previous figures stay on screen while a new range loads. */
export const useChapterStats = (p: StatsParams) => useSWR<ChapterStats>(chaptersKey(p), { keepPreviousData: true });
