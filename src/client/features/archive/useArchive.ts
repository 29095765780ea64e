import * as React from 'react';
import { useSWRConfig } from 'swr';
import type { ArchiveKind } from '../../../domain/archive';
import type { ArchiveStatusData } from '../../../domain/api/archive';
import { archiveOverviewKey } from './api/get-archive-overview';
import { useArchiveStatus } from './api/get-archive-status';

/** What an archive just asked for looks like until its first status answers: waiting, so the bar shows at once. */
const justAsked = (archiveId: string, kind: ArchiveKind): ArchiveStatusData => ({
  archive_id: archiveId,
  kind,
  status: 'queued',
  progress: 0,
  url: null,
  expires_at: null,
  expired: false,
  bytes: null,
  requested_at: new Date().toISOString(),
  automatic: false,
});

/**
 * The archive shown on the page: the one just asked for, else the latest the overview names; followed by its own
 * status (polled while it builds). When it ends, the overview is asked again so both agree.
 */
export function useArchive(kind: ArchiveKind, latest: ArchiveStatusData | null | undefined) {
  const { mutate } = useSWRConfig();
  const [asked, setAsked] = React.useState<ArchiveStatusData | null>(null);
  const shown = asked ?? latest ?? null;
  const { data } = useArchiveStatus(shown?.archive_id ?? null, shown ?? undefined);
  const status = data?.status;
  React.useEffect(() => {
    if (status === 'ready' || status === 'failed') void mutate(archiveOverviewKey);
  }, [status, mutate]);
  const show = React.useCallback((archiveId: string) => setAsked(justAsked(archiveId, kind)), [kind]);
  return { archive: data ?? shown, show };
}
