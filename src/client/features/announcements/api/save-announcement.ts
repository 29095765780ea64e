import type { AnnouncementSaveBody, AnnouncementWire } from '../../../../domain/api/announcements';
import { http } from '../../../lib/http';

/** Publishes a new announcement or edits a live one; the form shows refused fields next to them, so no toast. */
export const saveAnnouncement = (body: AnnouncementSaveBody) => http.quietPost<AnnouncementWire>('/v1/announcement.save', body);
