import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comments, readerBlocks, type ReaderBlock } from '../../db/schema';
import type { BlockEntry, BlockRequest } from '../../../domain/api/comments';
import { notFound } from '../../lib/errors';
import { audit } from '../audit';
import { appendFeed } from './feed';
import type { Actor } from './actions';

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
  const rows = await db
    .select()
    .from(readerBlocks)
    .where(and(eq(readerBlocks.authorId, authorId), isNull(readerBlocks.liftedAt), or(isNull(readerBlocks.until), gt(readerBlocks.until, now))))
    .orderBy(desc(readerBlocks.createdAt), desc(readerBlocks.id));
  return rows.map(entry);
}

/**
 * Blocks the reader of one of the author's comments from commenting on any of their novels, for
 * some days or until lifted, optionally hiding their earlier comments; replaces a block in force.
 * The reader site hears of it through reply.feed.
 */
export async function blockReader(db: Db, actor: Actor, input: BlockRequest): Promise<BlockEntry> {
  const [comment] = await db.select().from(comments).where(and(eq(comments.id, input.comment_id), eq(comments.authorId, actor.authorId)));
  if (!comment) throw notFound('comment.notFound');
  const until = input.days ? new Date(actor.now.getTime() + input.days * DAY_MS) : null;
  return db.transaction(async (tx) => {
    await tx
      .update(readerBlocks)
      .set({ liftedAt: actor.now })
      .where(and(eq(readerBlocks.authorId, actor.authorId), eq(readerBlocks.readerId, comment.readerId), isNull(readerBlocks.liftedAt)));
    const [row] = await tx
      .insert(readerBlocks)
      .values({ authorId: actor.authorId, readerId: comment.readerId, readerName: comment.readerName, until, hidePast: input.hide_past, createdAt: actor.now })
      .returning();
    const hidden = input.hide_past
      ? await tx
          .update(comments)
          .set({ state: 'hidden', removedReason: BLOCKED_REASON, removedAt: actor.now, pinnedAt: null })
          .where(and(eq(comments.authorId, actor.authorId), eq(comments.readerId, comment.readerId), eq(comments.state, 'live')))
          .returning({ id: comments.id })
      : [];
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
  const [block] = await db
    .select()
    .from(readerBlocks)
    .where(and(eq(readerBlocks.id, input.block_id), eq(readerBlocks.authorId, actor.authorId), isNull(readerBlocks.liftedAt)));
  if (!block) throw notFound('comment.block.notFound');
  await db.transaction(async (tx) => {
    await tx.update(readerBlocks).set({ liftedAt: actor.now }).where(eq(readerBlocks.id, block.id));
    const shown = await tx
      .update(comments)
      .set({ state: 'live', removedReason: null, removedAt: null })
      .where(and(eq(comments.authorId, actor.authorId), eq(comments.readerId, block.readerId), eq(comments.state, 'hidden'), eq(comments.removedReason, BLOCKED_REASON)))
      .returning({ id: comments.id });
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
