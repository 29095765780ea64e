import useSWR from 'swr';
import type { AuditTrailEntry } from '../../../../domain/api/notifications';
import type { ApiKey } from '../../../lib/swr';

export const auditTrailKey: ApiKey = ['/v1/author.auditTrail'];

/** Who viewed or changed the author's sensitive data, newest first (fetched when the log is opened). */
export const useAuditTrail = (open: boolean) => useSWR<{ list: AuditTrailEntry[]; next_cursor: number | null }>(open ? auditTrailKey : null);
