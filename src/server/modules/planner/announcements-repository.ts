import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { announcementFeed, authorAnnouncements, authors, users, type AuthorAnnouncement as Announcement } from '../../db/schema';
import { SPECIAL_SITE_ID } from '../../../domain/sites';
import type { AnnouncementFeedKind } from '../../../domain/announcement';

/** The lock announcement.feed appends take, so events commit in `seq` order (a cursor never skips one). */
const FEED_LOCK = 0x57c0_a11c;

export type AnnouncementValues = Pick<Announcement, 'novelId' | 'kind' | 'lang' | 'body' | 'startsOn' | 'endsOn'>;

/** Authors' announcements and their feed. */
export function announcementsRepository(db: Db | Tx) {
  return {
    async mine(authorId: number): Promise<Announcement[]> {
      return db.select().from(authorAnnouncements).where(eq(authorAnnouncements.authorId, authorId)).orderBy(desc(authorAnnouncements.id));
    },
    async one(id: number): Promise<Announcement | undefined> {
      const [row] = await db.select().from(authorAnnouncements).where(eq(authorAnnouncements.id, id));
      return row;
    },
    async add(authorId: number, values: AnnouncementValues, now: Date): Promise<Announcement> {
      const [row] = await db
        .insert(authorAnnouncements)
        .values({ authorId, ...values, createdAt: now, updatedAt: now })
        .returning();
      return row;
    },
    /** Edits a live announcement of the author's; undefined when there is none. */
    async edit(authorId: number, id: number, values: AnnouncementValues, now: Date): Promise<Announcement | undefined> {
      const [row] = await db
        .update(authorAnnouncements)
        .set({ ...values, updatedAt: now })
        .where(and(eq(authorAnnouncements.id, id), eq(authorAnnouncements.authorId, authorId), eq(authorAnnouncements.status, 'live')))
        .returning();
      return row;
    },
    /** Withdraws a live announcement; undefined when it is not live (or not there). */
    async withdraw(id: number, by: { staffId: number; reason: string } | null, now: Date): Promise<Announcement | undefined> {
      const [row] = await db
        .update(authorAnnouncements)
        .set({ status: 'withdrawn', withdrawnBy: by?.staffId ?? null, withdrawnReason: by?.reason ?? null, updatedAt: now })
        .where(and(eq(authorAnnouncements.id, id), eq(authorAnnouncements.status, 'live')))
        .returning();
      return row;
    },
    /** Live hiatuses about a novel (or all the author's novels). */
    async hiatuses(authorId: number, novelId: number): Promise<{ startsOn: string | null; endsOn: string | null; createdAt: Date }[]> {
      return db
        .select({ startsOn: authorAnnouncements.startsOn, endsOn: authorAnnouncements.endsOn, createdAt: authorAnnouncements.createdAt })
        .from(authorAnnouncements)
        .where(
          and(
            eq(authorAnnouncements.authorId, authorId),
            eq(authorAnnouncements.kind, 'hiatus'),
            eq(authorAnnouncements.status, 'live'),
            or(isNull(authorAnnouncements.novelId), eq(authorAnnouncements.novelId, novelId)),
          ),
        );
    },
    async append(kind: AnnouncementFeedKind, announcementId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${FEED_LOCK})`);
      await db.insert(announcementFeed).values({ kind, announcementId });
    },
    /** Up to `limit` events after `cursor`, oldest first, of authors from `sites` (no site: the special site). */
    async feedAfter(cursor: number, limit: number, sites: readonly number[]) {
      const authorSite = sql<number>`coalesce(${users.fromSite}, ${SPECIAL_SITE_ID})`;
      return db
        .select({ seq: announcementFeed.seq, kind: announcementFeed.kind, at: announcementFeed.at, announcement: authorAnnouncements, authorName: authors.penName })
        .from(announcementFeed)
        .innerJoin(authorAnnouncements, eq(authorAnnouncements.id, announcementFeed.announcementId))
        .innerJoin(users, eq(users.id, authorAnnouncements.authorId))
        .leftJoin(authors, eq(authors.userId, authorAnnouncements.authorId))
        .where(and(gt(announcementFeed.seq, cursor), inArray(authorSite, [...sites])))
        .orderBy(asc(announcementFeed.seq))
        .limit(limit);
    },
  };
}
