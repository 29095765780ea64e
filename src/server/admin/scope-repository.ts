import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { authors, chapters, novels } from '../db/schema';

/** Whom a staff action is about: a row's author, the author's registration and editor, and the row a decision locks. */
export function scopeRepository(db: Db) {
  return {
    /** The `owner` column of the row whose `key` is `id`, if there is such a row. */
    async ownerOf(key: AnyPgColumn, owner: AnyPgColumn, id: number) {
      const [row] = await db.select({ authorId: owner }).from(key.table).where(eq(key, id)).limit(1);
      return row?.authorId as number | undefined;
    },

    /** The author of the chapter's novel, if there is such a chapter. */
    async chapterAuthor(chapterId: number) {
      const [row] = await db
        .select({ authorId: novels.authorId })
        .from(chapters)
        .innerJoin(novels, eq(novels.id, chapters.novelId))
        .where(eq(chapters.id, chapterId))
        .limit(1);
      return row?.authorId;
    },

    /** The author's editor (the row, when the author has registered). */
    async editorOf(authorId: number) {
      const [row] = await db.select({ editorId: authors.editorId }).from(authors).where(eq(authors.userId, authorId)).limit(1);
      return row;
    },

    /** The author's registration, if any. */
    async author(userId: number) {
      const [author] = await db.select().from(authors).where(eq(authors.userId, userId));
      return author;
    },

    /** Locks the row whose `key` is `id` until the transaction ends (nothing when there is none). */
    async lockRow(key: AnyPgColumn, id: number) {
      await db.select({ id: key }).from(key.table).where(eq(key, id)).for('update');
    },
  };
}
