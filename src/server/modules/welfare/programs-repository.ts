import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { welfarePrograms } from '../../db/schema';

type Program = typeof welfarePrograms.$inferSelect;

/** Welfare programs, per site or for every site. Build it from a transaction to join it. */
export function programsRepository(db: Db) {
  return {
    /** The active programs an author of `site` sees (the site's and every site's), by id. */
    async forSite(site: number | null): Promise<Program[]> {
      return db
        .select()
        .from(welfarePrograms)
        .where(
          and(
            eq(welfarePrograms.active, true),
            site === null ? isNull(welfarePrograms.siteId) : or(isNull(welfarePrograms.siteId), eq(welfarePrograms.siteId, site)),
          ),
        )
        .orderBy(welfarePrograms.id);
    },

    /** The active programs of one kind. */
    async activeOfKind(kind: string) {
      return db
        .select()
        .from(welfarePrograms)
        .where(and(eq(welfarePrograms.active, true), eq(welfarePrograms.kind, kind)));
    },

    /** Every program, by id. */
    async all() {
      return db.select().from(welfarePrograms).orderBy(welfarePrograms.id);
    },

    /** Creates a program; returns it. */
    async add(values: typeof welfarePrograms.$inferInsert): Promise<Program> {
      const [program] = await db.insert(welfarePrograms).values(values).returning();
      return program;
    },

    /** The program, locked for update until the transaction ends. */
    async lock(id: number): Promise<Program | undefined> {
      const [program] = await db.select().from(welfarePrograms).where(eq(welfarePrograms.id, id)).for('update');
      return program;
    },

    /** Sets the program's names; returns it. */
    async setNames(id: number, names: Program['names']): Promise<Program> {
      const [program] = await db.update(welfarePrograms).set({ names }).where(eq(welfarePrograms.id, id)).returning();
      return program;
    },
  };
}
