import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { LANGUAGE_SECTIONS } from '../../../domain/novel';
import { normalizeLocale } from '../../../domain/locales';
import type { Db } from '../../db/client';
import { announcementReads, announcements, users } from '../../db/schema';

/** The announcements an author is in the audience of: all, their site, their language's section. */
async function audienceOf(db: Db, userId: number): Promise<SQL | undefined> {
  const [user] = await db.select({ site: users.fromSite, lang: users.lang }).from(users).where(eq(users.id, userId));
  const section = LANGUAGE_SECTIONS.find((s) => s.lang === normalizeLocale(user?.lang))?.section_id ?? null;
  return or(
    eq(announcements.audience, 'all'),
    user?.site != null ? and(eq(announcements.audience, 'site'), eq(announcements.siteId, user.site)) : undefined,
    section !== null ? and(eq(announcements.audience, 'section'), eq(announcements.sectionId, section)) : undefined,
  );
}

/** The platform's announcements as one author sees them: only those of their audience, with their own read state. */
export function announcementsRepository(db: Db, userId: number) {
  const readBy = and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId));
  return {
    async unreadCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(announcements)
        .leftJoin(announcementReads, readBy)
        .where(and(await audienceOf(db, userId), isNull(announcementReads.userId)));
      return Number(row?.n ?? 0);
    },

    /** Marks every unread one read; answers how many were. */
    async markAllRead(): Promise<number> {
      const unread = await db
        .select({ id: announcements.id })
        .from(announcements)
        .leftJoin(announcementReads, readBy)
        .where(and(await audienceOf(db, userId), isNull(announcementReads.userId)));
      if (unread.length) await db.insert(announcementReads).values(unread.map(({ id }) => ({ announcementId: id, userId }))).onConflictDoNothing();
      return unread.length;
    },

    /** Pinned first, then newest; `limit + 1` rows, so the caller knows whether more follow. */
    async page(cursor: number | undefined, limit: number) {
      return db
        .select({ a: announcements, readAt: announcementReads.readAt })
        .from(announcements)
        .leftJoin(announcementReads, readBy)
        .where(and(await audienceOf(db, userId), cursor ? lt(announcements.id, cursor) : undefined))
        .orderBy(desc(announcements.pinned), desc(announcements.id))
        .limit(limit + 1);
    },

    async isVisible(id: number): Promise<boolean> {
      const [visible] = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(and(eq(announcements.id, id), await audienceOf(db, userId)));
      return Boolean(visible);
    },

    /** Marks one read; answers 1, or 0 when it already was. */
    async markRead(id: number): Promise<number> {
      const rows = await db.insert(announcementReads).values({ announcementId: id, userId }).onConflictDoNothing().returning({ id: announcementReads.announcementId });
      return rows.length;
    },
  };
}

/** The platform's announcements as staff publish and list them. */
export function staffAnnouncementsRepository(db: Db) {
  return {
    /** Publishes an announcement; the row published. */
    async publish(values: typeof announcements.$inferInsert) {
      const [row] = await db.insert(announcements).values(values).returning();
      return row;
    },

    /** Up to `limit` announcements, newest first. */
    async latest(limit: number) {
      return db.select().from(announcements).orderBy(desc(announcements.id)).limit(limit);
    },

    /** How many users an audience reaches today: everyone, a site's (`siteId`), or a language's (`lang`). */
    async audienceSize(audience: string, siteId: number | null, lang: string | undefined): Promise<number> {
      const result = (await db.execute(
        audience === 'all'
          ? sql`select count(*)::int as n from users`
          : audience === 'site'
            ? sql`select count(*)::int as n from users where from_site = ${siteId}`
            : sql`select count(*)::int as n from users where lang = ${lang}`,
      )) as unknown as { rows: { n: number }[] };
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}
