import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commentFeed } from '../../db/schema';
import type { FeedKind } from '../../../domain/api/comments';

/** The lock feed appends take, so events commit in `seq` order (a cursor never skips one). */
const FEED_LOCK = 0x57c0_f33d;

export interface FeedItem {
  kind: FeedKind;
  authorId: number;
  novelId?: number | null;
  commentExternalId?: string | null;
  readerId?: string | null;
  payload?: Record<string, string | number | boolean | null>;
}

/** Appends events to reply.feed in the caller's transaction. */
export async function appendFeed(tx: Db, items: readonly FeedItem[]): Promise<void> {
  if (!items.length) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${FEED_LOCK})`);
  await tx.insert(commentFeed).values(
    items.map((i) => ({
      kind: i.kind,
      authorId: i.authorId,
      novelId: i.novelId ?? null,
      commentExternalId: i.commentExternalId ?? null,
      readerId: i.readerId ?? null,
      payload: i.payload ?? {},
    })),
  );
}
