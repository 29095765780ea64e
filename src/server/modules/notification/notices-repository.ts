import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { NoticeKind } from '../../../domain/api/notifications';
import type { Db } from '../../db/client';
import { notificationPrefs, notifications, users } from '../../db/schema';

/** Which of a user's notices: read or not, of one kind, needing an action or not. */
export type NoticeFilter = { status?: 'all' | 'unread' | 'read'; kind?: NoticeKind; action?: 'required' | 'other' };

const noticeWhere = (userId: number, { status = 'all', kind, action }: NoticeFilter) =>
  and(
    eq(notifications.userId, userId),
    status === 'unread' ? isNull(notifications.readAt) : status === 'read' ? isNotNull(notifications.readAt) : undefined,
    kind ? eq(notifications.kind, kind) : undefined,
    action ? eq(notifications.actionRequired, action === 'required') : undefined,
  );

/** Users' notices: written in the caller's transaction, listed, marked read or settled. */
export function noticesRepository(db: Db) {
  return {
    /** Writes a notice. */
    async add(values: typeof notifications.$inferInsert) {
      await db.insert(notifications).values(values);
    },

    /** Tells every instance listening on `channel` (pg_notify: delivered when the transaction commits). */
    async signal(channel: string, payload: string) {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },

    /** The user's address, language and site when they want notices of `kind` by mail as well. */
    async mailWanted(userId: number, kind: string) {
      const [wanted] = await db
        .select({ email: users.email, lang: users.lang, site: users.fromSite })
        .from(notificationPrefs)
        .innerJoin(users, eq(users.id, notificationPrefs.userId))
        .where(and(eq(notificationPrefs.userId, userId), eq(notificationPrefs.kind, kind), eq(notificationPrefs.mail, true)));
      return wanted;
    },

    /** Marks the user's action-required notices of `template` done. */
    async settle(userId: number, template: string) {
      await db
        .update(notifications)
        .set({ actionRequired: false })
        .where(
          sql`${notifications.userId} = ${userId} and ${notifications.template} = ${template} and ${notifications.actionRequired}`,
        );
    },

    /** The user the notice is for (null when there is no such notice). */
    async owner(id: number): Promise<number | null> {
      const [row] = await db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.id, id));
      return row?.userId ?? null;
    },

    /** How many of the user's notices through `filter` are unread. */
    async unreadCount(userId: number, filter: NoticeFilter = {}): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(noticeWhere(userId, { ...filter, status: 'unread' }));
      return Number(row?.n ?? 0);
    },

    /** Up to `limit` of the user's notices through `filter` before the `cursor` id, newest first. */
    async page(userId: number, filter: NoticeFilter, cursor: number | undefined, limit: number) {
      return db
        .select()
        .from(notifications)
        .where(and(noticeWhere(userId, filter), cursor ? lt(notifications.id, cursor) : undefined))
        .orderBy(desc(notifications.id))
        .limit(limit);
    },

    /** The site of the user who reads the notices (for the brand they name). */
    async readerSite(userId: number) {
      const [reader] = await db.select({ site: users.fromSite }).from(users).where(eq(users.id, userId));
      return reader?.site;
    },

    /** The language and site of a user (a page shown to them without a sign-in speaks their language). */
    async readerOf(userId: number) {
      const [reader] = await db.select({ lang: users.lang, site: users.fromSite }).from(users).where(eq(users.id, userId));
      return reader;
    },

    /** Marks those of the user's notices among `ids` that are unread read now; how many were. */
    async markRead(userId: number, ids: number[]): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Marks every unread notice of the user (of one kind, if given) read now; how many were. */
    async markAllRead(userId: number, kind?: NoticeKind): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(noticeWhere(userId, { status: 'unread', kind }))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}
