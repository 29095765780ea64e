import useSWR from 'swr';
import type { StatsOverview } from '../../../../domain/api/stats';
import type { ApiKey } from '../../../lib/swr';
import type { StatsParams } from '../useStatsParams';
import { statsQuery } from './types';

export const overviewKey = (p: StatsParams): ApiKey => ['/v1/stats.overview', statsQuery(p)];

/** The previous figures stay on screen while a new range loads. */
export const useStatsOverview = (p: StatsParams) => useSWR<StatsOverview>(overviewKey(p), { keepPreviousData: true });
