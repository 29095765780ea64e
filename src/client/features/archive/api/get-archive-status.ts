import useSWR from 'swr';
import type { ArchiveStatusData } from '../../../../domain/api/archive';
import type { ApiKey } from '../../../lib/swr';

/** How often an archive under way is asked about. */
export const ARCHIVE_POLL_MS = 1000;

export const archiveStatusKey = (archiveId: string): ApiKey => ['/v1/archive.status', { archive_id: archiveId }];
const underWay = (data?: ArchiveStatusData) => data?.status === 'queued' || data?.status === 'building';

/** One archive's status, asked again every second while it is queued or building (the progress bar follows it). */
export const useArchiveStatus = (archiveId: string | null, fallbackData?: ArchiveStatusData) =>
  useSWR<ArchiveStatusData>(archiveId ? archiveStatusKey(archiveId) : null, {
    fallbackData,
    refreshInterval: (latest) => (underWay(latest ?? fallbackData) ? ARCHIVE_POLL_MS : 0),
  });
