import type { ArchiveSettingsRequest } from '../../../../domain/api/archive';
import { http } from '../../../lib/http';

/** Turns the weekly archive on or off. */
export const saveArchiveSettings = (body: ArchiveSettingsRequest) => http.post<void>('/v1/archive.settings', body);
