import type { AnnouncementWire } from '../../../../domain/api/announcements';
import { http } from '../../../lib/http';

/** Withdraws a live announcement; the confirmation dialog says why it failed, so no toast. */
export const withdrawAnnouncement = (id: number) => http.quietPost<AnnouncementWire>('/v1/announcement.withdraw', { announcement_id: id });
