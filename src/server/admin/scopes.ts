/**
 * The `authorOf` of staff actions that act on one row: the row's author, found from the input's
 * id (null when there is no such row: the action answers its own 4004).
 */
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { chapters, novels } from '../db/schema';

/** The author in `owner` of the row whose `key` is the input's `field`. */
export const byRow = <K extends string>(key: AnyPgColumn, owner: AnyPgColumn, field: K) => ({
  async authorOf(db: Db, input: Record<K, number>): Promise<number | null> {
    const [row] = await db.select({ authorId: owner }).from(key.table).where(eq(key, input[field])).limit(1);
    return (row?.authorId as number | undefined) ?? null;
  },
});

/** A chapter's author is its novel's. */
export const byChapter = <K extends string>(field: K) => ({
  async authorOf(db: Db, input: Record<K, number>): Promise<number | null> {
    const [row] = await db.select({ authorId: novels.authorId }).from(chapters).innerJoin(novels, eq(novels.id, chapters.novelId)).where(eq(chapters.id, input[field])).limit(1);
    return row?.authorId ?? null;
  },
});
