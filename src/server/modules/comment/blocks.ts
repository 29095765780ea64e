import type { Db } from '../../db/client';
import type { ReaderBlock } from '../../db/schema';
import type { BlockEntry, BlockRequest } from '../../../domain/api/comments';
import { notFound } from '../../lib/errors';
import { audit } from '../audit';
import { appendFeed } from './feed';
import type { Actor } from './actions';
import { commentsRepository } from './comments-repository';
import { readerBlocksRepository } from './reader-blocks-repository';

const DAY_MS = 86_400_000;
const BLOCKED_REASON = 'comment.removed.blocked';

const entry = (b: ReaderBlock): BlockEntry => ({
  id: b.id,
  reader_id: b.readerId,
  reader_name: b.readerName,
  until: b.until?.toISOString() ?? null,
  hide_past: b.hidePast,
  created_at: b.createdAt.toISOString(),
});

/** The blocks in force, newest first. */
export async function listBlocks(db: Db, authorId: number, now: Date): Promise<BlockEntry[]> {
  const rows = await readerBlocksRepository(db).inForce(authorId, now);
  return rows.map(entry);
}

/**
 * Blocks the reader of one of the author's comments from commenting on any of their novels, for
 * some days or until lifted, optionally hiding their earlier comments; replaces a block in force.
 * The reader site hears of it through reply.feed.
 */
export async function blockReader(db: Db, actor: Actor, input: BlockRequest): Promise<BlockEntry> {
  const comment = await commentsRepository(db).own(actor.authorId, input.comment_id);
  if (!comment) throw notFound('comment.notFound');
  const until = input.days ? new Date(actor.now.getTime() + input.days * DAY_MS) : null;
  return db.transaction(async (tx) => {
    const blocks = readerBlocksRepository(tx);
    await blocks.liftReader(actor.authorId, comment.readerId, actor.now);
    const row = await blocks.add({ authorId: actor.authorId, readerId: comment.readerId, readerName: comment.readerName, until, hidePast: input.hide_past, createdAt: actor.now });
    const hidden = input.hide_past ? await commentsRepository(tx).hideReaders(actor.authorId, comment.readerId, BLOCKED_REASON, actor.now) : [];
    await audit(tx, {
      actor: { kind: 'author', id: actor.authorId },
      action: 'reader.blocked',
      subject: { kind: 'reader_block', id: row.id, userId: actor.authorId },
      after: { reader: comment.readerId, until: until?.toISOString() ?? null, hidePast: input.hide_past, hidden: hidden.length },
      origin: actor.origin,
    });
    await appendFeed(tx, [
      { kind: 'reader_blocked', authorId: actor.authorId, readerId: comment.readerId, payload: { until: until?.toISOString() ?? null, hide_past: input.hide_past } },
    ]);
    return entry(row);
  });
}

/** Lifts a block; the comments it hid come back. */
export async function unblockReader(db: Db, actor: Actor, input: { block_id: number }) {
  const block = await readerBlocksRepository(db).ownUnlifted(actor.authorId, input.block_id);
  if (!block) throw notFound('comment.block.notFound');
  await db.transaction(async (tx) => {
    await readerBlocksRepository(tx).lift(block.id, actor.now);
    const shown = await commentsRepository(tx).showReaders(actor.authorId, block.readerId, BLOCKED_REASON);
    await audit(tx, {
      actor: { kind: 'author', id: actor.authorId },
      action: 'reader.unblocked',
      subject: { kind: 'reader_block', id: block.id, userId: actor.authorId },
      after: { reader: block.readerId, shown: shown.length },
      origin: actor.origin,
    });
    await appendFeed(tx, [{ kind: 'reader_unblocked', authorId: actor.authorId, readerId: block.readerId }]);
  });
  return { changed: 1 };
}
