import useSWR from 'swr';
import type { AnnouncementWire } from '../../../../domain/api/announcements';
import { http } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const announcementsKey: ApiKey = ['/v1/announcement.list'];
/** The author's announcements, newest first: the page shows a failed look-up itself, so quietly. */
export const useAnnouncements = () => useSWR<{ list: AnnouncementWire[] }>(announcementsKey, ([path, query]: ApiKey) => http.quietGet<{ list: AnnouncementWire[] }>(path, query));
