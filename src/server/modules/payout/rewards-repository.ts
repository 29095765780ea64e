import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authors, contracts, ledgerLines, novels, rewardApplications, users } from '../../db/schema';

/** Monthly reward applications and the works that may apply. Build it from a transaction to join it. */
export function rewardsRepository(db: Db) {
  return {
    /** Takes the author's application lock until the transaction ends: one application at a time per author. */
    async lockAuthor(key: number, userId: number) {
      await db.execute(sql`select pg_advisory_xact_lock(${key}, ${userId})`);
    },

    /** How many applications (not withdrawn) the author made in `year`. */
    async used(userId: number, year: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(rewardApplications)
        .where(
          and(
            eq(rewardApplications.authorId, userId),
            eq(rewardApplications.year, year),
            ne(rewardApplications.status, 'withdrawn'),
          ),
        );
      return row?.n ?? 0;
    },

    /** The author's works with a contract in one of `statuses`, by id. */
    async signedWorks(userId: number, statuses: string[]) {
      return db
        .selectDistinct({ original_book_id: novels.id, title: novels.title })
        .from(novels)
        .innerJoin(contracts, eq(contracts.novelId, novels.id))
        .where(and(eq(novels.authorId, userId), inArray(contracts.status, statuses)))
        .orderBy(novels.id);
    },

    /** The author's applications, newest first (at most `limit`), with the work's title and the reward's line. */
    async ofAuthor(userId: number, limit: number) {
      return db
        .select({ a: rewardApplications, title: novels.title, amount: ledgerLines.amountMinor, currency: ledgerLines.currency })
        .from(rewardApplications)
        .innerJoin(novels, eq(novels.id, rewardApplications.novelId))
        .leftJoin(ledgerLines, eq(ledgerLines.id, rewardApplications.ledgerLineId))
        .where(eq(rewardApplications.authorId, userId))
        .orderBy(desc(rewardApplications.id))
        .limit(limit);
    },

    /** The author's work of this id. */
    async work(userId: number, novelId: number) {
      const [work] = await db
        .select({ id: novels.id })
        .from(novels)
        .where(and(eq(novels.id, novelId), eq(novels.authorId, userId)));
      return work;
    },

    /** An application (not withdrawn) of the work for `month`, if there is one. */
    async applied(novelId: number, month: string) {
      const [dup] = await db
        .select({ id: rewardApplications.id })
        .from(rewardApplications)
        .where(
          and(
            eq(rewardApplications.novelId, novelId),
            eq(rewardApplications.month, month),
            ne(rewardApplications.status, 'withdrawn'),
          ),
        );
      return dup;
    },

    /** Records an application; returns its id. */
    async add(row: { authorId: number; novelId: number; month: string; year: number; createdAt: Date }) {
      const [added] = await db.insert(rewardApplications).values(row).returning({ id: rewardApplications.id });
      return added;
    },

    /** The author's application of this id. */
    async ofAuthorById(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(rewardApplications)
        .where(and(eq(rewardApplications.id, id), eq(rewardApplications.authorId, userId)));
      return row;
    },

    /** Withdraws the application if it is still pending; returns it when it was. */
    async withdraw(id: number, at: Date) {
      const [withdrawn] = await db
        .update(rewardApplications)
        .set({ status: 'withdrawn', decidedAt: at })
        .where(and(eq(rewardApplications.id, id), eq(rewardApplications.status, 'pending')))
        .returning({ id: rewardApplications.id });
      return withdrawn;
    },

    /** An application with its author's editor and the work's title, for review. */
    async forReview(id: number) {
      const [row] = await db
        .select({ a: rewardApplications, editorId: authors.editorId, title: novels.title })
        .from(rewardApplications)
        .innerJoin(authors, eq(authors.userId, rewardApplications.authorId))
        .innerJoin(novels, eq(novels.id, rewardApplications.novelId))
        .where(eq(rewardApplications.id, id));
      return row;
    },

    /** Records an approval and the reward's ledger line. */
    async approve(id: number, decision: { ledgerLineId: number; decidedBy: number; decidedAt: Date }) {
      await db
        .update(rewardApplications)
        .set({
          status: 'approved',
          ledgerLineId: decision.ledgerLineId,
          decidedBy: decision.decidedBy,
          decidedAt: decision.decidedAt,
        })
        .where(eq(rewardApplications.id, id));
    },

    /** Records a rejection and its reason. */
    async reject(id: number, decision: { reason: string; decidedBy: number; decidedAt: Date }) {
      await db
        .update(rewardApplications)
        .set({ status: 'rejected', reason: decision.reason, decidedBy: decision.decidedBy, decidedAt: decision.decidedAt })
        .where(eq(rewardApplications.id, id));
    },

    /** Pending applications with title and email, of one editor's authors (or all), by id. */
    async pending(editorId: number | undefined) {
      return db
        .select({ a: rewardApplications, title: novels.title, email: users.email })
        .from(rewardApplications)
        .innerJoin(novels, eq(novels.id, rewardApplications.novelId))
        .innerJoin(users, eq(users.id, rewardApplications.authorId))
        .innerJoin(authors, eq(authors.userId, rewardApplications.authorId))
        .where(and(eq(rewardApplications.status, 'pending'), editorId === undefined ? undefined : eq(authors.editorId, editorId)))
        .orderBy(rewardApplications.id);
    },
  };
}
