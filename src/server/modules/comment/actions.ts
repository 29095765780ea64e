import type { Db } from '../../db/client';
import type { CommentDeleteRequest, CommentHandleRequest, PinConflictData, PinRequest, ReplyResult } from '../../../domain/api/comments';
import { PINNED_PER_NOVEL, REPLY_INTERVAL_SECONDS, RESTORABLE_STATES, replyWaitSeconds } from '../../../domain/comment';
import { deleteCommentSchema, replySchema } from '../../../domain/schemas/comment';
import { ApiCode } from '../../../domain/errors';
import { AppError, notFound } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { audit, type AuditOrigin } from '../audit';
import { appendFeed } from './feed';
import { commentsRepository } from './comments-repository';
import { repliesRepository } from './replies-repository';
import { worksRepository } from './works-repository';

export interface Actor {
  authorId: number;
  now: Date;
  origin?: AuditOrigin;
}

const tooSoon = (seconds: number) => new AppError(ApiCode.TooFrequent, 'comment.reply.tooSoon', { seconds }, { retryAfter: seconds });

/** One of the author's comments, or 4004 (another author's answers as if it did not exist). */
async function ownComment(db: Db, authorId: number, id: number) {
  const row = await commentsRepository(db).own(authorId, id);
  if (!row) throw notFound('comment.notFound');
  return row;
}

async function ownReply(db: Db, authorId: number, id: number) {
  const row = await repliesRepository(db).own(authorId, id);
  if (!row) throw notFound('comment.reply.notFound');
  return row;
}

/**
 * Takes the author's 20-second slot or says how long to wait: one conditional upsert,
 * so two instances answering two tabs can never both accept a reply inside the interval.
 */
async function takeReplySlot(tx: Db, authorId: number, now: Date): Promise<void> {
  const replies = repliesRepository(tx);
  if (await replies.takeSlot(authorId, now, new Date(now.getTime() - REPLY_INTERVAL_SECONDS * 1000))) return;
  throw tooSoon(Math.max(1, replyWaitSeconds(await replies.lastReplyAt(authorId), now)));
}

export async function reply(db: Db, actor: Actor, input: { comment_id: number; text: string }): Promise<ReplyResult> {
  const { text } = await validate(replySchema, input);
  const comment = await ownComment(db, actor.authorId, input.comment_id);
  if (comment.state !== 'live') throw new AppError(ApiCode.Conflict, 'comment.notLive');
  const name = await worksRepository(db).penName(actor.authorId);
  const row = await db.transaction(async (tx) => {
    await takeReplySlot(tx, actor.authorId, actor.now);
    const created = await repliesRepository(tx).add({ commentId: comment.id, authorId: actor.authorId, text, createdAt: actor.now });
    await commentsRepository(tx).setReplied(comment.id, actor.now);
    await appendFeed(tx, [{ kind: 'reply', authorId: actor.authorId, novelId: comment.novelId, commentExternalId: comment.externalId, payload: { reply_id: created.id, text, author_name: name } }]);
    return created;
  });
  return { reply: { id: row.id, text: row.text, created_at: row.createdAt.toISOString(), edited_at: null }, wait_seconds: REPLY_INTERVAL_SECONDS };
}

export async function editReply(db: Db, actor: Actor, input: { reply_id: number; text: string }) {
  const { text } = await validate(replySchema, input);
  const { reply: existing, comment } = await ownReply(db, actor.authorId, input.reply_id);
  return db.transaction(async (tx) => {
    const row = await repliesRepository(tx).edit(existing.id, text, actor.now);
    await appendFeed(tx, [{ kind: 'reply_edited', authorId: actor.authorId, novelId: comment.novelId, commentExternalId: comment.externalId, payload: { reply_id: row.id, text } }]);
    return { id: row.id, text: row.text, created_at: row.createdAt.toISOString(), edited_at: row.editedAt?.toISOString() ?? null };
  });
}

export async function deleteReply(db: Db, actor: Actor, input: { reply_id: number }) {
  const { reply: existing, comment } = await ownReply(db, actor.authorId, input.reply_id);
  await db.transaction(async (tx) => {
    await repliesRepository(tx).remove(existing.id, actor.now);
    await commentsRepository(tx).refreshReplied(comment.id);
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
    const rows = commentsRepository(tx);
    await rows.lockPins(comment.novelId);
    const fresh = await rows.pinnedAt(comment.id);
    if (fresh.pinnedAt) return { pinned_at: fresh.pinnedAt.toISOString(), replaced: null };
    const pinned = await rows.pinned(comment.novelId);
    let replaced: number | null = null;
    if (pinned.length >= PINNED_PER_NOVEL) {
      const earliest = pinned[0];
      if (input.replace !== earliest.id) {
        const data: PinConflictData = { earliest: { id: earliest.id, reader_name: earliest.readerName, text: [...earliest.text].slice(0, 120).join(''), pinned_at: earliest.pinnedAt!.toISOString() } };
        throw new AppError(ApiCode.Conflict, 'comment.pin.full', { max: PINNED_PER_NOVEL }, data);
      }
      await rows.setPinned(earliest.id, null);
      await appendFeed(tx, [{ kind: 'unpinned', authorId: actor.authorId, novelId: comment.novelId, commentExternalId: earliest.externalId }]);
      replaced = earliest.id;
    }
    await rows.setPinned(comment.id, actor.now);
    await appendFeed(tx, [{ kind: 'pinned', authorId: actor.authorId, novelId: comment.novelId, commentExternalId: comment.externalId }]);
    return { pinned_at: actor.now.toISOString(), replaced };
  });
}

export async function unpin(db: Db, actor: Actor, input: { comment_id: number }) {
  const comment = await ownComment(db, actor.authorId, input.comment_id);
  if (!comment.pinnedAt) return { changed: 0 };
  await db.transaction(async (tx) => {
    await commentsRepository(tx).setPinned(comment.id, null);
    await appendFeed(tx, [{ kind: 'unpinned', authorId: actor.authorId, novelId: comment.novelId, commentExternalId: comment.externalId }]);
  });
  return { changed: 1 };
}

/** The author's comments among `ids`, or 4004 when any is not theirs (nothing is changed then). */
async function ownComments(db: Db, authorId: number, ids: readonly number[]) {
  const rows = await commentsRepository(db).ownMany(authorId, ids);
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
    const rows = await commentsRepository(tx).deleteLive(
      live.map((r) => r.id),
      `comment.reason.${reason}`,
      actor.now,
    );
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
    const restored = await commentsRepository(tx).restore(comment.id);
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
  const changed = await commentsRepository(db).setHandled(
    rows.map((r) => r.id),
    on ? actor.now : null,
  );
  return { changed: changed.length };
}
