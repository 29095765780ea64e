import useSWRInfinite from 'swr/infinite';
import { mutate as mutateGlobal } from 'swr';
import type { AnnouncementEntry, NoticeEntry, NoticeKind, ReadAllRequest } from '../../../../domain/api/notifications';
import type { ApiKey } from '../../../lib/swr';
import { http } from '../../../lib/http';
import { userCenterKey } from '../../../session';

interface Page<T> {
  list: T[];
  next_cursor: number | null;
}

const pageKey =
  (path: string, lang: string, filter: Record<string, string | number> = {}) =>
  (index: number, previous: Page<unknown> | null): ApiKey | null => {
    if (previous && previous.next_cursor === null) return null;
    return [path, { lang, ...filter, ...(index > 0 && previous?.next_cursor ? { cursor: previous.next_cursor } : {}) }];
  };

export interface NoticeFilter {
  kind?: NoticeKind;
  /** the notices asking for an action until it is done, or the others */
  action?: 'required' | 'other';
  limit?: number;
}

/** The author's notices, newest first, in the current language (older pages on demand). */
export const useNotices = (lang: string, filter: NoticeFilter = {}) =>
  useSWRInfinite<Page<NoticeEntry>>(pageKey('/v1/notification.list', lang, { ...filter }), { revalidateFirstPage: true });
/** The platform's news for this author, pinned first. */
export const useAnnouncements = (lang: string) => useSWRInfinite<Page<AnnouncementEntry>>(pageKey('/v1/notification.announcements', lang), { revalidateFirstPage: true });

type ReadResult = { updated: number; unread_num: number };

/** After any read, the top bar's dot shows the server's new count at once. */
const settle = async (result: ReadResult) => {
  await mutateGlobal(userCenterKey, { message_center: { unread_num: result.unread_num } }, { revalidate: false });
  return result;
};

export const markNoticesRead = async (ids: number[]) => settle(await http.post<ReadResult>('/v1/notification.read', { ids }));
/** "Mark all as read" of one tab: the author's notices (of the kind shown, if filtered), or the news. */
export const markAllRead = async (request: ReadAllRequest) => settle(await http.post<ReadResult>('/v1/notification.readAll', request));
export const markAnnouncementRead = async (id: number) => settle(await http.post<ReadResult>('/v1/notification.announcementRead', { id }));
