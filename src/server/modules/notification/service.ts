import { normalizeLocale } from '../../../domain/locales';
import { NOTICE_KINDS, type AnnouncementEntry, type NoticeEntry, type NoticeKind, type NoticePref } from '../../../domain/api/notifications';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { renderNotice } from './notices';
import { brandNameOfSite } from '../../../domain/brand-names';
import { announcementsRepository } from './announcements-repository';
import { noticesRepository, type NoticeFilter as Filter } from './notices-repository';
import { prefsRepository } from './prefs-repository';

type AnnouncementRow = Awaited<ReturnType<ReturnType<typeof announcementsRepository>['page']>>[number];

/** An announcement in the author's language, else English, else any it has. */
function announcementEntry({ a, readAt }: AnnouncementRow, want: string): AnnouncementEntry {
  const lang = a.titles[want] ? want : a.titles.en ? 'en' : (Object.keys(a.titles)[0] ?? 'en');
  return {
    id: a.id,
    title: a.titles[lang] ?? '',
    body: a.bodies[lang] ?? a.bodies.en ?? '',
    lang,
    fallback: lang !== want,
    pinned: a.pinned,
    read: readAt !== null,
    created_at: a.createdAt.toISOString(),
  };
}

/** The author's notices and the platform's announcements, read in the author's language. */
export function notificationService(db: Db, userId: number) {
  const news = announcementsRepository(db, userId);
  const notices = noticesRepository(db);
  const unreadNotices = (filter: Filter = {}): Promise<number> => notices.unreadCount(userId, filter);

  return {
    /** The top bar's dot: unread notices and unread announcements. */
    async unreadCount(): Promise<number> {
      const [notices, unreadNews] = await Promise.all([unreadNotices(), news.unreadCount()]);
      return notices + unreadNews;
    },

    async list(locale: string, filter: Filter & { cursor?: number; limit?: number }): Promise<{ list: NoticeEntry[]; next_cursor: number | null; unread_num: number }> {
      const limit = filter.limit ?? 20;
      const rows = await notices.page(userId, filter, filter.cursor, limit + 1);
      const page = rows.slice(0, limit);
      const brand = brandNameOfSite(await notices.readerSite(userId));
      return {
        list: page.map((row) => ({
          id: row.id,
          kind: (NOTICE_KINDS as readonly string[]).includes(row.kind) ? (row.kind as NoticeKind) : 'system',
          ...renderNotice(row, locale, brand),
          link: row.link,
          action_required: row.actionRequired,
          read: row.readAt !== null,
          created_at: row.createdAt.toISOString(),
        })),
        next_cursor: rows.length > limit ? page[page.length - 1].id : null,
        unread_num: await unreadNotices(filter),
      };
    },

    async markRead(ids: number[]): Promise<number> {
      return notices.markRead(userId, ids);
    },

    /** Every unread notice (of one kind, if given): My notices' "Mark all as read"; the news are not touched. */
    async markAllRead(kind?: NoticeKind): Promise<number> {
      return notices.markAllRead(userId, kind);
    },

    /** Every unread announcement in the author's audience: News' "Mark all as read"; the notices are not touched. */
    markAllNewsRead: (): Promise<number> => news.markAllRead(),

    async announcements(locale: string, cursor?: number, limit = 20): Promise<{ list: AnnouncementEntry[]; next_cursor: number | null }> {
      const rows = await news.page(cursor, limit);
      const page = rows.slice(0, limit);
      const want = normalizeLocale(locale);
      return { list: page.map((row) => announcementEntry(row, want)), next_cursor: rows.length > limit ? page[page.length - 1].a.id : null };
    },

    async readAnnouncement(id: number): Promise<number> {
      if (!(await news.isVisible(id))) throw notFound();
      return news.markRead(id);
    },

    async prefs(): Promise<NoticePref[]> {
      const rows = await prefsRepository(db).ofUser(userId);
      return NOTICE_KINDS.map((kind) => ({ kind, mail: rows.find((r) => r.kind === kind)?.mail ?? false }));
    },

    async setPref(kind: NoticeKind, mail: boolean): Promise<NoticePref[]> {
      await prefsRepository(db).set(userId, kind, mail);
      return this.prefs();
    },
  };
}
