import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commentReplies, comments } from '../../db/schema';

/** What an author's archive reads of their replies to comments, read-only: every one, deleted ones too, in order. */
export function commentArchiveRepository(db: Db, authorId: number) {
  return {
    replies: () =>
      db
        .select({ id: commentReplies.id, commentId: commentReplies.commentId, novelId: comments.novelId, text: commentReplies.text, createdAt: commentReplies.createdAt, editedAt: commentReplies.editedAt, deletedAt: commentReplies.deletedAt })
        .from(commentReplies)
        .innerJoin(comments, eq(comments.id, commentReplies.commentId))
        .where(eq(commentReplies.authorId, authorId))
        .orderBy(asc(commentReplies.id)),
  };
}
