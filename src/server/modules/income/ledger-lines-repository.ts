import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerLines, novels } from '../../db/schema';
import { exactSum } from '../ledger';

/** Ledger lines as income reads and guards them: sums per month and work, pages, statements, ingestion's checks. */
export function ledgerLinesRepository(db: Db) {
  return {
    /** Takes an author's ingestion lock (class `key`) until the transaction ends. */
    async lockAuthor(key: number, authorId: number) {
      await db.execute(sql`select pg_advisory_xact_lock(${key}, ${authorId})`);
    },

    /** Sums of the lines matching `where` dated from `fromDay` up to before `toDay`, per month, work and currency. */
    async monthlyTotals(where: SQL, fromDay: string, toDay: string) {
      const month = sql<string>`to_char(${ledgerLines.day}, 'YYYY-MM')`;
      return db
        .select({
          month,
          novelId: ledgerLines.novelId,
          title: novels.title,
          currency: ledgerLines.currency,
          total: exactSum(ledgerLines.amountMinor),
        })
        .from(ledgerLines)
        .leftJoin(novels, eq(novels.id, ledgerLines.novelId))
        .where(and(where, gte(ledgerLines.day, fromDay), lt(ledgerLines.day, toDay)))
        .groupBy(month, ledgerLines.novelId, novels.title, ledgerLines.currency)
        .orderBy(ledgerLines.novelId, ledgerLines.currency);
    },

    /** Lines matching `where` (before `cursor`, if given) with their work's title, newest first, at most `limit`. */
    async page(where: SQL, cursor: number | undefined, limit: number) {
      return db
        .select({ line: ledgerLines, title: novels.title })
        .from(ledgerLines)
        .leftJoin(novels, eq(novels.id, ledgerLines.novelId))
        .where(cursor ? and(where, lt(ledgerLines.id, cursor)) : where)
        .orderBy(desc(ledgerLines.id))
        .limit(limit);
    },

    /** Every line matching `where` with its work's title, by day. */
    async all(where: SQL) {
      return db
        .select({ line: ledgerLines, title: novels.title })
        .from(ledgerLines)
        .leftJoin(novels, eq(novels.id, ledgerLines.novelId))
        .where(where)
        .orderBy(ledgerLines.day, ledgerLines.id);
    },

    /** The lines already recorded under these external ids, with their content hashes. */
    async byExternalIds(externalIds: string[]) {
      return db
        .select({ id: ledgerLines.id, externalId: ledgerLines.externalId, contentHash: ledgerLines.contentHash })
        .from(ledgerLines)
        .where(inArray(ledgerLines.externalId, externalIds));
    },

    /** The authors' balances, per author and currency. */
    async balances(authorIds: number[]) {
      return db
        .select({ authorId: ledgerLines.authorId, currency: ledgerLines.currency, total: exactSum(ledgerLines.amountMinor) })
        .from(ledgerLines)
        .where(inArray(ledgerLines.authorId, authorIds))
        .groupBy(ledgerLines.authorId, ledgerLines.currency);
    },

    /** The author's line of this id. */
    async ofAuthor(authorId: number, id: number) {
      const [line] = await db
        .select({ id: ledgerLines.id })
        .from(ledgerLines)
        .where(and(eq(ledgerLines.id, id), eq(ledgerLines.authorId, authorId)));
      return line;
    },
  };
}
