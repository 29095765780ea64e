import useSWR from 'swr';
import type { ArchiveOverview } from '../../../../domain/api/archive';
import type { ApiKey } from '../../../lib/swr';

export const archiveOverviewKey: ApiKey = ['/v1/archive.overview'];
/** The latest archive of each kind and the weekly setting. */
export const useArchiveOverview = () => useSWR<ArchiveOverview>(archiveOverviewKey);
