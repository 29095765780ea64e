/** The messages feature: the author's notices and the platform's news (the message center screens). Other features import only from here. */
export { markAllRead, markAnnouncementRead, markNoticesRead, useAnnouncements, useNotices } from './api/notices';
