import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { releaseFeed } from '../../db/schema';
import type { ReleaseKind } from '../../../domain/api/release-feed';

/**
 * The lock every append takes ("WCRF"), held to the end of the caller's transaction: `seq` values
 * are drawn only under it, so they commit in the order they were drawn and a reader's cursor never
 * passes an event whose transaction has not committed yet.
 */
const RELEASE_FEED_LOCK = 0x57435246;

export interface ReleaseItem {
  kind: ReleaseKind;
  novelId: number;
  chapterId?: number | null;
}

/**
 * Records what the reader site must mirror, in the transaction of the change itself (call it last
 * in that transaction: the lock is held until it commits).
 */
export async function recordRelease(tx: Tx | Db, items: readonly ReleaseItem[]): Promise<void> {
  if (!items.length) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${RELEASE_FEED_LOCK})`);
  await tx.insert(releaseFeed).values(items.map((i) => ({ kind: i.kind, novelId: i.novelId, chapterId: i.chapterId ?? null })));
}

/**
 * Announces every novel and live chapter the feed has not named yet (the demo data, written
 * straight to its tables): the same rows the migration wrote for what existed before the feed.
 */
export async function recordExistingReleases(tx: Tx | Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RELEASE_FEED_LOCK})`);
  await tx.execute(sql`
    insert into release_feed (kind, novel_id)
    select 'novel_created', n.id from novels n
    where n.deleted_at is null and not exists (select 1 from release_feed f where f.novel_id = n.id)
    order by n.id`);
  await tx.execute(sql`
    insert into release_feed (kind, novel_id, chapter_id)
    select 'chapter_released', c.novel_id, c.id from chapters c
    where c.status in ('released', 'updated') and not exists (select 1 from release_feed f where f.chapter_id = c.id)
    order by c.novel_id, c.code`);
}
