import type { ArchiveRequested, PersonalArchiveRequest } from '../../../../domain/api/archive';
import { http } from '../../../lib/http';

/** "Download my data", with the password again; the form shows a refused password by its field, so no toast. */
export const requestPersonalArchive = (body: PersonalArchiveRequest) => http.quietPost<ArchiveRequested>('/v1/archive.requestPersonal', body);
