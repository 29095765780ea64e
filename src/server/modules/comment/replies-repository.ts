import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commentActivity, commentReplies, comments } from '../../db/schema';

/** The author's replies to readers, and when the author last replied (the interval between replies). */
export function repliesRepository(db: Db) {
  return {
    /** One of the author's live replies, with its comment (another author's reads as none). */
    async own(authorId: number, id: number) {
      const [row] = await db
        .select({ reply: commentReplies, comment: comments })
        .from(commentReplies)
        .innerJoin(comments, eq(comments.id, commentReplies.commentId))
        .where(and(eq(commentReplies.id, id), eq(commentReplies.authorId, authorId), isNull(commentReplies.deletedAt)));
      return row;
    },

    /** Stores a reply; the reply stored. */
    async add(values: { commentId: number; authorId: number; text: string; createdAt: Date }) {
      const [row] = await db.insert(commentReplies).values(values).returning();
      return row;
    },

    /** Changes a reply's text; the reply changed. */
    async edit(id: number, text: string, at: Date) {
      const [row] = await db.update(commentReplies).set({ text, editedAt: at }).where(eq(commentReplies.id, id)).returning();
      return row;
    },

    /** Marks a reply deleted at `at`. */
    async remove(id: number, at: Date) {
      await db.update(commentReplies).set({ deletedAt: at }).where(eq(commentReplies.id, id));
    },

    /**
     * Takes the author's reply slot at `now` when their last reply is at or before `lastBefore`: one
     * conditional upsert, so two instances can never both take it. True when taken.
     */
    async takeSlot(authorId: number, now: Date, lastBefore: Date): Promise<boolean> {
      const taken = await db
        .insert(commentActivity)
        .values({ authorId, lastAt: now })
        .onConflictDoUpdate({
          target: commentActivity.authorId,
          set: { lastAt: now },
          where: sql`${commentActivity.lastAt} <= ${lastBefore.toISOString()}`,
        })
        .returning({ authorId: commentActivity.authorId });
      return taken.length > 0;
    },

    /** When the author last replied (null when never). */
    async lastReplyAt(authorId: number): Promise<Date | null> {
      const [row] = await db
        .select({ lastAt: commentActivity.lastAt })
        .from(commentActivity)
        .where(eq(commentActivity.authorId, authorId));
      return row?.lastAt ?? null;
    },
  };
}
