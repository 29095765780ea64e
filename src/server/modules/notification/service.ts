import { and, desc, eq, inArray, isNull, isNotNull, lt, sql } from 'drizzle-orm';
import { normalizeLocale } from '../../../domain/locales';
import { NOTICE_KINDS, type AnnouncementEntry, type NoticeEntry, type NoticeKind, type NoticePref } from '../../../domain/api/notifications';
import type { Db } from '../../db/client';
import { notificationPrefs, notifications, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { renderNotice } from './notices';
import { brandNameOfSite } from '../../../domain/brand-names';
import { announcementsRepository } from './announcements-repository';

type Filter = { status?: 'all' | 'unread' | 'read'; kind?: NoticeKind; action?: 'required' | 'other' };

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
  const noticeWhere = ({ status = 'all', kind, action }: Filter) =>
    and(
      eq(notifications.userId, userId),
      status === 'unread' ? isNull(notifications.readAt) : status === 'read' ? isNotNull(notifications.readAt) : undefined,
      kind ? eq(notifications.kind, kind) : undefined,
      action ? eq(notifications.actionRequired, action === 'required') : undefined,
    );

  async function unreadNotices(filter: Filter = {}): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(noticeWhere({ ...filter, status: 'unread' }));
    return Number(row?.n ?? 0);
  }

  return {
    /** The top bar's dot: unread notices and unread announcements. */
    async unreadCount(): Promise<number> {
      const [notices, unreadNews] = await Promise.all([unreadNotices(), news.unreadCount()]);
      return notices + unreadNews;
    },

    async list(locale: string, filter: Filter & { cursor?: number; limit?: number }): Promise<{ list: NoticeEntry[]; next_cursor: number | null; unread_num: number }> {
      const limit = filter.limit ?? 20;
      const rows = await db
        .select()
        .from(notifications)
        .where(and(noticeWhere(filter), filter.cursor ? lt(notifications.id, filter.cursor) : undefined))
        .orderBy(desc(notifications.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const [reader] = await db.select({ site: users.fromSite }).from(users).where(eq(users.id, userId));
      const brand = brandNameOfSite(reader?.site);
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
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Every unread notice (of one kind, if given): My notices' "Mark all as read"; the news are not touched. */
    async markAllRead(kind?: NoticeKind): Promise<number> {
      const rows = await db.update(notifications).set({ readAt: new Date() }).where(noticeWhere({ status: 'unread', kind })).returning({ id: notifications.id });
      return rows.length;
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
      const rows = await db.select().from(notificationPrefs).where(eq(notificationPrefs.userId, userId));
      return NOTICE_KINDS.map((kind) => ({ kind, mail: rows.find((r) => r.kind === kind)?.mail ?? false }));
    },

    async setPref(kind: NoticeKind, mail: boolean): Promise<NoticePref[]> {
      await db.insert(notificationPrefs).values({ userId, kind, mail }).onConflictDoUpdate({ target: [notificationPrefs.userId, notificationPrefs.kind], set: { mail } });
      return this.prefs();
    },
  };
}
