import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authors, commentActivity, commentReplies, comments } from '../../db/schema';
import type { CommentDeleteRequest, CommentHandleRequest, PinConflictData, PinRequest, ReplyResult } from '../../../domain/api/comments';
import { PINNED_PER_NOVEL, REPLY_INTERVAL_SECONDS, RESTORABLE_STATES, replyWaitSeconds } from '../../../domain/comment';
import { deleteCommentSchema, replySchema } from '../../../domain/schemas/comment';
import { ApiCode } from '../../../domain/errors';
import { AppError, notFound } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { audit, type AuditOrigin } from '../audit';
import { appendFeed } from './feed';

/** Pins of one novel are decided one at a time (the lock's first key; the novel is the second). */
const PIN_LOCK = 0x57c0;

export interface Actor {
  authorId: number;
  now: Date;
  origin?: AuditOrigin;
}

const tooSoon = (seconds: number) => new AppError(ApiCode.TooFrequent, 'comment.reply.tooSoon', { seconds }, { retryAfter: seconds });

/** One of the author's comments, or 4004 (another author's answers as if it did not exist). */
async function ownComment(db: Db, authorId: number, id: number) {
  const [row] = await db.select().from(comments).where(and(eq(comments.id, id), eq(comments.authorId, authorId)));
  if (!row) throw notFound('comment.notFound');
  return row;
}

async function ownReply(db: Db, authorId: number, id: number) {
  const [row] = await db
    .select({ reply: commentReplies, comment: comments })
    .from(commentReplies)
    .innerJoin(comments, eq(comments.id, commentReplies.commentId))
    .where(and(eq(commentReplies.id, id), eq(commentReplies.authorId, authorId), isNull(commentReplies.deletedAt)));
  if (!row) throw notFound('comment.reply.notFound');
  return row;
}

/**
 * Takes the author's 20-second slot or says how long to wait: one conditional upsert,
 * so two instances answering two tabs can never both accept a reply inside the interval.
 */
async function takeReplySlot(tx: Db, authorId: number, now: Date): Promise<void> {
  const taken = await tx
    .insert(commentActivity)
    .values({ authorId, lastAt: now })
    .onConflictDoUpdate({
      target: commentActivity.authorId,
      set: { lastAt: now },
      where: sql`${commentActivity.lastAt} <= ${new Date(now.getTime() - REPLY_INTERVAL_SECONDS * 1000).toISOString()}`,
    })
    .returning({ authorId: commentActivity.authorId });
  if (taken.length) return;
  const [row] = await tx.select({ lastAt: commentActivity.lastAt }).from(commentActivity).where(eq(commentActivity.authorId, authorId));
  throw tooSoon(Math.max(1, replyWaitSeconds(row?.lastAt ?? null, now)));
}

const penName = async (db: Db, authorId: number) => (await db.select({ penName: authors.penName }).from(authors).where(eq(authors.userId, authorId)))[0]?.penName ?? null;

/** The time of the comment's latest live reply (null when none is left). */
async function refreshReplied(tx: Db, commentId: number) {
  await tx
    .update(comments)
    .set({ repliedAt: sql`(select max(${commentReplies.createdAt}) from ${commentReplies} where ${commentReplies.commentId} = ${commentId} and ${commentReplies.deletedAt} is null)` })
    .where(eq(comments.id, commentId));
}

export async function reply(db: Db, actor: Actor, input: { comment_id: number; text: string }): Promise<ReplyResult> {
  const { text } = await validate(replySchema, input);
  const comment = await ownComment(db, actor.authorId, input.comment_id);
  if (comment.state !== 'live') throw new AppError(ApiCode.Conflict, 'comment.notLive');
  const name = await penName(db, actor.authorId);
  const row = await db.transaction(async (tx) => {
    await takeReplySlot(tx, actor.authorId, actor.now);
    const [created] = await tx.insert(commentReplies).values({ commentId: comment.id, authorId: actor.authorId, text, createdAt: actor.now }).returning();
    await tx.update(comments).set({ repliedAt: actor.now }).where(eq(comments.id, comment.id));
    await appendFeed(tx, [{ kind: 'reply', authorId: actor.authorId, novelId: comment.novelId, commentExternalId: comment.externalId, payload: { reply_id: created.id, text, author_name: name } }]);
    return created;
  });
  return { reply: { id: row.id, text: row.text, created_at: row.createdAt.toISOString(), edited_at: null }, wait_seconds: REPLY_INTERVAL_SECONDS };
}

export async function editReply(db: Db, actor: Actor, input: { reply_id: number; text: string }) {
  const { text } = await validate(replySchema, input);
  const { reply: existing, comment } = await ownReply(db, actor.authorId, input.reply_id);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(commentReplies).set({ text, editedAt: actor.now }).where(eq(commentReplies.id, existing.id)).returning();
    await appendFeed(tx, [{ kind: 'reply_edited', authorId: actor.authorId, novelId: comment.novelId, commentExternalId: comment.externalId, payload: { reply_id: row.id, text } }]);
    return { id: row.id, text: row.text, created_at: row.createdAt.toISOString(), edited_at: row.editedAt?.toISOString() ?? null };
  });
}

export async function deleteReply(db: Db, actor: Actor, input: { reply_id: number }) {
  const { reply: existing, comment } = await ownReply(db, actor.authorId, input.reply_id);
  await db.transaction(async (tx) => {
    await tx.update(commentReplies).set({ deletedAt: actor.now }).where(eq(commentReplies.id, existing.id));
    await refreshReplied(tx, comment.id);
    await appendFeed(tx, [{ kind: 'reply_deleted', authorId: actor.authorId, novelId: comment.novelId, commentExternalId: comment.externalId, payload: { reply_id: existing.id } }]);
  });
  return { changed: 1 };
}

/**
 * Pins a comment (at most 3 per novel). With three pinned the answer is 4009 naming the
 * earliest; sent again with `replace` naming that one, it is unpinned in the same transaction.
 * Pins of a novel take a lock, so two tabs pinning at once never leave four.
 */
export async function pin(db: Db, actor: Actor, input: PinRequest) {
  const comment = await ownComment(db, actor.authorId, input.comment_id);
  if (comment.state !== 'live') throw new AppError(ApiCode.Conflict, 'comment.notLive');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PIN_LOCK}, ${comment.novelId})`);
    const [fresh] = await tx.select({ pinnedAt: comments.pinnedAt }).from(comments).where(eq(comments.id, comment.id));
    if (fresh.pinnedAt) return { pinned_at: fresh.pinnedAt.toISOString(), replaced: null };
    const pinned = await tx
      .select({ id: comments.id, externalId: comments.externalId, readerName: comments.readerName, text: comments.text, pinnedAt: comments.pinnedAt })
      .from(comments)
      .where(and(eq(comments.novelId, comment.novelId), eq(comments.state, 'live'), isNotNull(comments.pinnedAt)))
      .orderBy(asc(comments.pinnedAt), asc(comments.id));
    let replaced: number | null = null;
    if (pinned.length >= PINNED_PER_NOVEL) {
      const earliest = pinned[0];
      if (input.replace !== earliest.id) {
        const data: PinConflictData = { earliest: { id: earliest.id, reader_name: earliest.readerName, text: [...earliest.text].slice(0, 120).join(''), pinned_at: earliest.pinnedAt!.toISOString() } };
        throw new AppError(ApiCode.Conflict, 'comment.pin.full', { max: PINNED_PER_NOVEL }, data);
      }
      await tx.update(comments).set({ pinnedAt: null }).where(eq(comments.id, earliest.id));
      await appendFeed(tx, [{ kind: 'unpinned', authorId: actor.authorId, novelId: comment.novelId, commentExternalId: earliest.externalId }]);
      replaced = earliest.id;
    }
    await tx.update(comments).set({ pinnedAt: actor.now }).where(eq(comments.id, comment.id));
    await appendFeed(tx, [{ kind: 'pinned', authorId: actor.authorId, novelId: comment.novelId, commentExternalId: comment.externalId }]);
    return { pinned_at: actor.now.toISOString(), replaced };
  });
}

export async function unpin(db: Db, actor: Actor, input: { comment_id: number }) {
  const comment = await ownComment(db, actor.authorId, input.comment_id);
  if (!comment.pinnedAt) return { changed: 0 };
  await db.transaction(async (tx) => {
    await tx.update(comments).set({ pinnedAt: null }).where(eq(comments.id, comment.id));
    await appendFeed(tx, [{ kind: 'unpinned', authorId: actor.authorId, novelId: comment.novelId, commentExternalId: comment.externalId }]);
  });
  return { changed: 1 };
}

/** The author's comments among `ids`, or 4004 when any is not theirs (nothing is changed then). */
async function ownComments(db: Db, authorId: number, ids: readonly number[]) {
  const rows = await db.select().from(comments).where(and(inArray(comments.id, [...ids]), eq(comments.authorId, authorId)));
  if (rows.length !== new Set(ids).size) throw notFound('comment.notFound');
  return rows;
}

/** Deletes readers' comments with a reason from the short list; each is audited and leaves the reader site. */
export async function deleteComments(db: Db, actor: Actor, input: CommentDeleteRequest) {
  const { reason } = await validate(deleteCommentSchema, input);
  const live = (await ownComments(db, actor.authorId, input.comment_ids)).filter((c) => c.state === 'live');
  return db.transaction(async (tx) => {
    if (!live.length) return { changed: 0 };
    // Only those still live when the change lands: a moderator's removal in between stays theirs.
    const rows = await tx
      .update(comments)
      .set({ state: 'deleted', removedReason: `comment.reason.${reason}`, removedAt: actor.now, pinnedAt: null })
      .where(and(inArray(comments.id, live.map((r) => r.id)), eq(comments.state, 'live')))
      .returning({ id: comments.id, novelId: comments.novelId, externalId: comments.externalId });
    for (const r of rows) {
      await audit(tx, { actor: { kind: 'author', id: actor.authorId }, action: 'comment.deleted', subject: { kind: 'comment', id: r.id, userId: actor.authorId }, after: { reason }, origin: actor.origin });
    }
    await appendFeed(tx, rows.map((r) => ({ kind: 'comment_removed' as const, authorId: actor.authorId, novelId: r.novelId, commentExternalId: r.externalId, payload: { reason, removed_by: 'author' } })));
    return { changed: rows.length };
  });
}

/**
 * Brings back a comment the vetting, the author or a block removed (audited); a reader's own
 * deletion is final, and a removal by the platform's moderators is theirs to undo, never the author's.
 */
export async function restoreComment(db: Db, actor: Actor, input: { comment_id: number }) {
  const comment = await ownComment(db, actor.authorId, input.comment_id);
  const refused = () => new AppError(ApiCode.Conflict, comment.state === 'staff_removed' ? 'comment.notRestorable.staff' : 'comment.notRestorable');
  if (!RESTORABLE_STATES.includes(comment.state as never)) throw refused();
  await db.transaction(async (tx) => {
    // Conditional: a moderator's removal landing first keeps the comment down.
    const [restored] = await tx
      .update(comments)
      .set({ state: 'live', removedReason: null, removedAt: null })
      .where(and(eq(comments.id, comment.id), inArray(comments.state, [...RESTORABLE_STATES])))
      .returning({ id: comments.id });
    if (!restored) throw new AppError(ApiCode.Conflict, 'comment.notRestorable.staff');
    await audit(tx, {
      actor: { kind: 'author', id: actor.authorId },
      action: 'comment.restored',
      subject: { kind: 'comment', id: comment.id, userId: actor.authorId },
      before: { state: comment.state, reason: comment.removedReason },
      after: { state: 'live' },
      origin: actor.origin,
    });
    await appendFeed(tx, [{ kind: 'comment_restored', authorId: actor.authorId, novelId: comment.novelId, commentExternalId: comment.externalId }]);
  });
  return { changed: 1 };
}

/** Marks comments handled (no reply needed), or takes the mark off. */
export async function handleComments(db: Db, actor: Actor, input: CommentHandleRequest) {
  const rows = await ownComments(db, actor.authorId, input.comment_ids);
  const on = input.handled !== false;
  const changed = await db
    .update(comments)
    .set({ handledAt: on ? actor.now : null })
    .where(and(inArray(comments.id, rows.map((r) => r.id)), on ? isNull(comments.handledAt) : isNotNull(comments.handledAt)))
    .returning({ id: comments.id });
  return { changed: changed.length };
}
