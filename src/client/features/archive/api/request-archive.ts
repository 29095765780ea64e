import type { ArchiveRequested } from '../../../../domain/api/archive';
import { http } from '../../../lib/http';

/** Asks for an archive of everything the author owns (or answers the one already under way). */
export const requestArchive = () => http.post<ArchiveRequested>('/v1/archive.request', {});
