import * as React from 'react';
import { useSWRConfig } from 'swr';
import type { ArchiveStatusData } from '../../../domain/api/archive';
import { archiveOverviewKey } from './api/get-archive-overview';
import { useArchiveStatus } from './api/get-archive-status';

/**
 * The archive shown on the page: the one just asked for, else the latest the overview names; followed by its own
 * status (polled while it builds). When it ends, the overview is asked again so both agree.
 */
export function useArchive(latest: ArchiveStatusData | null | undefined) {
  const { mutate } = useSWRConfig();
  const [asked, setAsked] = React.useState<string | null>(null);
  const id = asked ?? latest?.archive_id ?? null;
  const { data } = useArchiveStatus(id, asked ? undefined : (latest ?? undefined));
  const status = data?.status;
  React.useEffect(() => {
    if (status === 'ready' || status === 'failed') void mutate(archiveOverviewKey);
  }, [status, mutate]);
  return { archive: data ?? (asked ? undefined : latest) ?? null, show: setAsked };
}
