import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incomeImports } from '../../db/schema';

type ImportRow = typeof incomeImports.$inferSelect;
type ImportChange = Partial<typeof incomeImports.$inferInsert>;

/** Income CSV imports: each upload's row, its progress and its outcome. Build it from a transaction to join it. */
export function incomeImportsRepository(db: Db) {
  return {
    /** Records a queued import; returns its row. */
    async add(row: { fileName: string; storageKey: string | null; createdBy: number }): Promise<ImportRow> {
      const [added] = await db.insert(incomeImports).values(row).returning();
      return added;
    },

    /** The import of this id. */
    async find(id: number): Promise<ImportRow | undefined> {
      const [row] = await db.select().from(incomeImports).where(eq(incomeImports.id, id));
      return row;
    },

    /** Imports newest first (or the one of `id`), at most `limit`. */
    async list(id: number | undefined, limit: number) {
      return db
        .select()
        .from(incomeImports)
        .where(id === undefined ? undefined : eq(incomeImports.id, id))
        .orderBy(sql`${incomeImports.id} desc`)
        .limit(limit);
    },

    /** Changes the import's row: its status, progress or outcome. */
    async set(id: number, change: ImportChange) {
      await db.update(incomeImports).set(change).where(eq(incomeImports.id, id));
    },
  };
}
