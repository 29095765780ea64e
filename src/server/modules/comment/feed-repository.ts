import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commentFeed, users } from '../../db/schema';
import { SPECIAL_SITE_ID } from '../../../domain/sites';

/** The lock feed appends take, so events commit in `seq` order (a cursor never skips one). */
const FEED_LOCK = 0x57c0_f33d;

/** reply.feed's events: what authors did, for the reader sites, in `seq` order. */
export function feedRepository(db: Db) {
  return {
    /** Appends events in the caller's transaction, after taking the feed's lock. */
    async append(rows: (typeof commentFeed.$inferInsert)[]) {
      await db.execute(sql`select pg_advisory_xact_lock(${FEED_LOCK})`);
      await db.insert(commentFeed).values(rows);
    },

    /**
     * Up to `limit` events after `cursor`, oldest first, of authors from `sites` (an author from no
     * site belongs to the special site).
     */
    async after(cursor: number, limit: number, sites: readonly number[]) {
      const authorSite = sql<number>`coalesce(${users.fromSite}, ${SPECIAL_SITE_ID})`;
      return db
        .select({ event: commentFeed })
        .from(commentFeed)
        .innerJoin(users, eq(users.id, commentFeed.authorId))
        .where(and(gt(commentFeed.seq, cursor), inArray(authorSite, [...sites])))
        .orderBy(asc(commentFeed.seq))
        .limit(limit)
        .then((found) => found.map((f) => f.event));
    },
  };
}
