import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readerBlocks, type ReaderBlock } from '../../db/schema';

/** Authors' blocks of readers. */
export function readerBlocksRepository(db: Db) {
  return {
    /** The author's blocks in force at `now`, newest first. */
    async inForce(authorId: number, now: Date): Promise<ReaderBlock[]> {
      return db
        .select()
        .from(readerBlocks)
        .where(
          and(
            eq(readerBlocks.authorId, authorId),
            isNull(readerBlocks.liftedAt),
            or(isNull(readerBlocks.until), gt(readerBlocks.until, now)),
          ),
        )
        .orderBy(desc(readerBlocks.createdAt), desc(readerBlocks.id));
    },

    /** The blocks in force at `now` of any of `authorIds` on any of `readerIds`. */
    async blocksAmong(authorIds: number[], readerIds: string[], now: Date) {
      return db
        .select({ authorId: readerBlocks.authorId, readerId: readerBlocks.readerId })
        .from(readerBlocks)
        .where(
          and(
            inArray(readerBlocks.authorId, authorIds),
            inArray(readerBlocks.readerId, readerIds),
            isNull(readerBlocks.liftedAt),
            or(isNull(readerBlocks.until), gt(readerBlocks.until, now)),
          ),
        );
    },

    /** One of the author's blocks not lifted yet. */
    async ownUnlifted(authorId: number, id: number): Promise<ReaderBlock | undefined> {
      const [row] = await db
        .select()
        .from(readerBlocks)
        .where(and(eq(readerBlocks.id, id), eq(readerBlocks.authorId, authorId), isNull(readerBlocks.liftedAt)));
      return row;
    },

    /** Lifts at `at` the author's blocks of the reader not lifted yet. */
    async liftReader(authorId: number, readerId: string, at: Date) {
      await db
        .update(readerBlocks)
        .set({ liftedAt: at })
        .where(and(eq(readerBlocks.authorId, authorId), eq(readerBlocks.readerId, readerId), isNull(readerBlocks.liftedAt)));
    },

    /** Lifts the block at `at`. */
    async lift(id: number, at: Date) {
      await db.update(readerBlocks).set({ liftedAt: at }).where(eq(readerBlocks.id, id));
    },

    /** Stores a block; the block stored. */
    async add(values: typeof readerBlocks.$inferInsert): Promise<ReaderBlock> {
      const [row] = await db.insert(readerBlocks).values(values).returning();
      return row;
    },
  };
}
