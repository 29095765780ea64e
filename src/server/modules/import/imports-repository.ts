import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { manuscriptImports, users, type ImportedChapter } from '../../db/schema';

/** Previewed manuscripts of one author: another author's import reads as missing, as does an expired one. */
export function importsRepository(db: Db | Tx, authorId: number) {
  const mine = (id: string, now: Date) => and(eq(manuscriptImports.id, id), eq(manuscriptImports.authorId, authorId), gt(manuscriptImports.expiresAt, now));

  return {
    /** The site the author signed up from, whose limits apply to the file. */
    async authorSite() {
      const [user] = await db.select({ fromSite: users.fromSite }).from(users).where(eq(users.id, authorId));
      return user?.fromSite;
    },

    async insert(values: Omit<typeof manuscriptImports.$inferInsert, 'authorId'>) {
      await db.insert(manuscriptImports).values({ ...values, authorId });
    },

    /** Expired previews of every author go as a new one arrives, so the table holds only live ones. */
    async removeExpired(now: Date) {
      await db.delete(manuscriptImports).where(lt(manuscriptImports.expiresAt, now));
    },

    /** One chapter of a preview, read from the document without loading the others. */
    async chapter(id: string, index: number, now: Date): Promise<{ chapter: ImportedChapter | null; sectionId: number } | undefined> {
      const [row] = await db
        .select({ chapter: sql<ImportedChapter | null>`${manuscriptImports.chapters} -> ${index}::int`, sectionId: manuscriptImports.sectionId })
        .from(manuscriptImports)
        .where(mine(id, now));
      return row;
    },

    /**
     * Takes the preview for its confirmation: removed in the caller's transaction, so of two confirmations at
     * once one gets it (the other waits on the row, then finds it gone), and a rollback puts it back.
     */
    async take(id: string, now: Date) {
      const [row] = await db.delete(manuscriptImports).where(mine(id, now)).returning();
      return row;
    },
  };
}
