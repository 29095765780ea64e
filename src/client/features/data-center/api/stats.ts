import useSWR from 'swr';
import type { ChapterStats, StatsOverview } from '../../../../domain/api/stats';
import type { ApiKey } from '../../../lib/swr';
import type { StatsParams } from '../useStatsParams';

const query = (p: StatsParams) => ({
  ...(p.novel ? { novel: p.novel } : {}),
  ...(p.from && p.to ? { from: p.from, to: p.to } : { range: p.range }),
  tz: p.tz,
});

export const overviewKey = (p: StatsParams): ApiKey => ['/v1/stats.overview', query(p)];
export const chaptersKey = (p: StatsParams): ApiKey => ['/v1/stats.chapters', query(p)];

/** The previous figures stay on screen while a new range loads. */
export const useStatsOverview = (p: StatsParams) => useSWR<StatsOverview>(overviewKey(p), { keepPreviousData: true });
export const useChapterStats = (p: StatsParams) => useSWR<ChapterStats>(chaptersKey(p), { keepPreviousData: true });
