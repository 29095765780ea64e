import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { novels, releaseFeed, users } from '../../db/schema';
import { SPECIAL_SITE_ID } from '../../../domain/sites';

/**
 * The lock every append takes ("WCRF"), held to the end of the caller's transaction: `seq` values
 * are drawn only under it, so they commit in the order they were drawn and a reader's cursor never
 * passes an event whose transaction has not committed yet.
 */
const RELEASE_FEED_LOCK = 0x57435246;

/** release.feed's events: what the reader sites must mirror, in `seq` order. */
export function releasesRepository(db: Tx | Db) {
  return {
    /** Takes the append lock until the caller's transaction ends. */
    async lock() {
      await db.execute(sql`select pg_advisory_xact_lock(${RELEASE_FEED_LOCK})`);
    },

    /** Appends events (under the lock). */
    async append(rows: (typeof releaseFeed.$inferInsert)[]) {
      await db.insert(releaseFeed).values(rows);
    },

    /** Appends an event for every novel and every live chapter no event names yet (under the lock). */
    async appendUnannounced() {
      await db.execute(sql`
    insert into release_feed (kind, novel_id)
    select 'novel_created', n.id from novels n
    where n.deleted_at is null and not exists (select 1 from release_feed f where f.novel_id = n.id)
    order by n.id`);
      await db.execute(sql`
    insert into release_feed (kind, novel_id, chapter_id)
    select 'chapter_released', c.novel_id, c.id from chapters c
    where c.status in ('released', 'updated') and not exists (select 1 from release_feed f where f.chapter_id = c.id)
    order by c.novel_id, c.code`);
    },

    /**
     * Up to `limit` events after `cursor`, oldest first, on novels of authors from `sites` (an author
     * from no site belongs to the special site).
     */
    async after(cursor: number, limit: number, sites: readonly number[]) {
      const site = sql<number>`coalesce(${users.fromSite}, ${SPECIAL_SITE_ID})`;
      return db
        .select({ event: releaseFeed })
        .from(releaseFeed)
        .innerJoin(novels, eq(novels.id, releaseFeed.novelId))
        .innerJoin(users, eq(users.id, novels.authorId))
        .where(and(gt(releaseFeed.seq, cursor), inArray(site, [...sites])))
        .orderBy(asc(releaseFeed.seq))
        .limit(limit)
        .then((found) => found.map((f) => f.event));
    },
  };
}
