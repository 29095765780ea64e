import useSWRInfinite from 'swr/infinite';
import type { AnnouncementEntry } from '../../../../domain/api/notifications';
import { pageKey, type Page } from './types';

/** The platform's news for this author, pinned first. */
export const useAnnouncements = (lang: string) => useSWRInfinite<Page<AnnouncementEntry>>(pageKey('/v1/notification.announcements', lang), { revalidateFirstPage: true });
