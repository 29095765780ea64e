import { and, desc, eq, inArray, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerLines, payouts, users, type LocalizedText } from '../../db/schema';
import { exactSum } from '../ledger';

type PayoutRow = typeof payouts.$inferSelect;
type NewPayout = typeof payouts.$inferInsert;

/** Payouts: the monthly closes, their holds, payments and failures. Build it from a transaction to join it. */
export function payoutsRepository(db: Db) {
  return {
    /** Takes the close's advisory lock until the transaction ends: one close at a time. */
    async lockCloses(key: number) {
      await db.execute(sql`select pg_advisory_xact_lock(${key})`);
    },

    /** Takes the close's advisory lock shared until the transaction ends: a close waits for the holder. */
    async lockClosesShared(key: number) {
      await db.execute(sql`select pg_advisory_xact_lock_shared(${key})`);
    },

    /** The latest month closed (YYYY-MM), or null before the first close. */
    async latestMonth(): Promise<string | null> {
      const [latest] = await db.select({ month: max(payouts.month) }).from(payouts);
      return latest?.month ?? null;
    },

    /** The authors and currencies already closed in `month`. */
    async closedIn(month: string) {
      return db.select({ authorId: payouts.authorId, currency: payouts.currency }).from(payouts).where(eq(payouts.month, month));
    },

    /** Every author's ledger balance per currency over the lines dated before `day`, by author and currency. */
    async balancesBefore(day: string) {
      return db
        .select({ authorId: ledgerLines.authorId, currency: ledgerLines.currency, total: exactSum(ledgerLines.amountMinor) })
        .from(ledgerLines)
        .where(lt(ledgerLines.day, day))
        .groupBy(ledgerLines.authorId, ledgerLines.currency)
        .orderBy(ledgerLines.authorId, ledgerLines.currency);
    },

    /** Records a payout (or a roll-over); returns its id. */
    async add(row: NewPayout) {
      const [payout] = await db.insert(payouts).values(row).returning({ id: payouts.id });
      return payout;
    },

    /** Links a payout to its ledger line. */
    async setLedgerLine(id: number, ledgerLineId: number) {
      await db.update(payouts).set({ ledgerLineId }).where(eq(payouts.id, id));
    },

    /** The waiting payouts (of `statuses`), of one author or of everyone. */
    async waiting(statuses: string[], authorId?: number) {
      return db
        .select()
        .from(payouts)
        .where(and(inArray(payouts.status, statuses), authorId === undefined ? undefined : eq(payouts.authorId, authorId)));
    },

    /** Holds a payout while its status is still one of `statuses`; returns the ids changed. */
    async hold(id: number, statuses: string[], hold: { reason: string; until: Date | null }, now: Date) {
      return db
        .update(payouts)
        .set({ status: 'held', holdReason: hold.reason, heldUntil: hold.until, updatedAt: now })
        .where(and(eq(payouts.id, id), inArray(payouts.status, statuses)))
        .returning({ id: payouts.id });
    },

    /** Makes a held payout pending again (if it is still held); returns the ids changed. */
    async release(id: number, now: Date) {
      return db
        .update(payouts)
        .set({ status: 'pending', holdReason: null, heldUntil: null, updatedAt: now })
        .where(and(eq(payouts.id, id), eq(payouts.status, 'held')))
        .returning({ id: payouts.id });
    },

    /** The payout, locked for update until the transaction ends. */
    async lock(id: number): Promise<PayoutRow | undefined> {
      const [p] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
      return p;
    },

    /** The author a payout belongs to. */
    async owner(id: number) {
      const [owner] = await db.select({ authorId: payouts.authorId }).from(payouts).where(eq(payouts.id, id));
      return owner;
    },

    /** Records a payout as paid; returns the changed row. */
    async markPaid(id: number, paid: { reference: string; staffId: number | null; now: Date }): Promise<PayoutRow> {
      const [after] = await db
        .update(payouts)
        .set({ status: 'paid', reference: paid.reference, paidAt: paid.now, decidedBy: paid.staffId, updatedAt: paid.now })
        .where(eq(payouts.id, id))
        .returning();
      return after;
    },

    /** Records a payout as failed, with its reason and reversing line; returns the changed row. */
    async markFailed(
      id: number,
      failed: { reasons: LocalizedText; reversalLineId: number; staffId: number | null; now: Date },
    ): Promise<PayoutRow> {
      const [after] = await db
        .update(payouts)
        .set({
          status: 'failed',
          failureReason: failed.reasons,
          failedAt: failed.now,
          holdReason: null,
          heldUntil: null,
          reversalLineId: failed.reversalLineId,
          decidedBy: failed.staffId,
          updatedAt: failed.now,
        })
        .where(eq(payouts.id, id))
        .returning();
      return after;
    },

    /** The author's payouts, newest month first (at most `limit`). */
    async ofAuthor(authorId: number, limit: number) {
      return db
        .select()
        .from(payouts)
        .where(eq(payouts.authorId, authorId))
        .orderBy(desc(payouts.month), payouts.currency)
        .limit(limit);
    },

    /** Payouts in `statuses` with their author's email, newest month first (at most `limit`), for staff. */
    async withEmails(statuses: string[], limit: number) {
      return db
        .select({ p: payouts, email: users.email })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.authorId))
        .where(inArray(payouts.status, statuses))
        .orderBy(desc(payouts.month), payouts.id)
        .limit(limit);
    },

    /** The author's email and language, for the failure notice. */
    async author(userId: number) {
      const [author] = await db.select({ email: users.email, lang: users.lang }).from(users).where(eq(users.id, userId));
      return author;
    },
  };
}
