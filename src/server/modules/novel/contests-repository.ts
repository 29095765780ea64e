import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contests } from '../../db/schema';

/** Contests novels may join. Build it from a transaction to join it. */
export function contestsRepository(db: Db) {
  return {
    /** Contests open at `now` (or every one), by end date. */
    async list(now: Date, { openOnly }: { openOnly: boolean }) {
      return db
        .select()
        .from(contests)
        .where(openOnly ? and(lte(contests.startsAt, now), gt(contests.endsAt, now)) : undefined)
        .orderBy(asc(contests.endsAt));
    },

    /** Every contest, by end date. */
    async all() {
      return db.select().from(contests).orderBy(asc(contests.endsAt));
    },

    /** The contest of this id. */
    async find(id: number) {
      const [row] = await db.select().from(contests).where(eq(contests.id, id)).limit(1);
      return row;
    },

    /** Creates a contest; returns its id. */
    async add(values: typeof contests.$inferInsert) {
      const [row] = await db.insert(contests).values(values).returning({ id: contests.id });
      return row;
    },
  };
}
