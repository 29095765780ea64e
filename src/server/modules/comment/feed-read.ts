import type { Db } from '../../db/client';
import type { FeedEvent, FeedKind, ReplyFeed } from '../../../domain/api/comments';
import { REMOVED_BY, type RemovedBy } from '../../../domain/comment';
import { feedRepository } from './feed-repository';

const str = (v: unknown) => (typeof v === 'string' ? v : null);
/** Who removed a comment; events written before the feed named them say it by the "staff" reason. */
const removedBy = (kind: string, payload: Record<string, unknown>): RemovedBy | null => {
  if (kind !== 'comment_removed') return null;
  if ((REMOVED_BY as readonly unknown[]).includes(payload.removed_by)) return payload.removed_by as RemovedBy;
  return payload.reason === 'staff' ? 'staff' : 'author';
};

/**
 * reply.feed: what authors of `sites` did after `cursor`, oldest first, `limit` at a time. A reader
 * site's key sees only its own sites' authors (an author from no site belongs to the special site).
 */
export async function readFeed(db: Db, cursor: number, limit: number, sites: readonly number[]): Promise<ReplyFeed> {
  const rows = await feedRepository(db).after(cursor, limit + 1, sites);
  const page = rows.slice(0, limit);
  const events: FeedEvent[] = page.map((r) => ({
    seq: r.seq,
    kind: r.kind as FeedKind,
    at: r.at.toISOString(),
    original_book_id: r.novelId,
    comment_id: r.commentExternalId,
    reader_id: r.readerId,
    reply_id: typeof r.payload.reply_id === 'number' ? r.payload.reply_id : null,
    text: str(r.payload.text),
    author_name: str(r.payload.author_name),
    until: str(r.payload.until),
    hide_past: typeof r.payload.hide_past === 'boolean' ? r.payload.hide_past : null,
    removed_by: removedBy(r.kind, r.payload),
  }));
  return { events, cursor: page.at(-1)?.seq ?? cursor, more: rows.length > limit };
}
