import { and, eq, inArray, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerLines, payouts } from '../../db/schema';
import { lastDayOf, monthBefore, payoutThreshold, previousMonthOf } from '../../../domain/payout';
import { money } from '../../../domain/money';
import { AppError } from '../../lib/errors';
import { ApiCode } from '../../../domain/errors';
import { appendLedgerLines } from '../ledger/ledger';
import { payoutHold } from '../payee/hold';

/** The queued job that closes the previous month once it has ended (every instance asks; one runs it). */
export const CLOSE_JOB = 'payouts.close';
/** The advisory lock of a close ("WCPC"): one instance closes at a time. */
const CLOSE_LOCK_KEY = 0x57435043;

export interface CloseReport {
  month: string;
  pending: number;
  held: number;
  rolled_over: number;
}

const WAITING = ['pending', 'held'];
const nextMonthFirstDay = (month: string) => `${monthBefore(month, -1)}-01`;

/**
 * Closes `month` (default: the previous month) for every author and currency, exactly once each:
 * the balance (every line up to the month's last day) at or above the currency's threshold becomes
 * a payout, held while the author's payee details are missing or cooling off, with a negative
 * `payout` ledger line dated the month's last day; a smaller balance rolls over. Months close in
 * order: a month before the latest closed one is refused (its balances were already paid out).
 */
export async function closeMonth(db: Db, now: Date, month = previousMonthOf(now)): Promise<CloseReport> {
  if (month >= now.toISOString().slice(0, 7)) throw new AppError(ApiCode.Conflict, 'payout.monthOpen', { month });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLOSE_LOCK_KEY})`);
    const [latest] = await tx.select({ month: max(payouts.month) }).from(payouts);
    if (latest?.month && month < latest.month) throw new AppError(ApiCode.Conflict, 'payout.monthBehind', { month, latest: latest.month });
    const closed = await tx.select({ authorId: payouts.authorId, currency: payouts.currency }).from(payouts).where(eq(payouts.month, month));
    const done = new Set(closed.map((c) => `${c.authorId}:${c.currency}`));
    const balances = await tx
      .select({ authorId: ledgerLines.authorId, currency: ledgerLines.currency, total: sql<string>`sum(${ledgerLines.amountMinor})` })
      .from(ledgerLines)
      .where(lt(ledgerLines.day, nextMonthFirstDay(month)))
      .groupBy(ledgerLines.authorId, ledgerLines.currency);
    const report: CloseReport = { month, pending: 0, held: 0, rolled_over: 0 };
    for (const b of balances) {
      const amount = Number(b.total);
      if (amount <= 0 || done.has(`${b.authorId}:${b.currency}`)) continue;
      const threshold = payoutThreshold(b.currency);
      if (amount < threshold.amount_minor) {
        await tx.insert(payouts).values({ authorId: b.authorId, month, currency: b.currency, amountMinor: amount, thresholdMinor: threshold.amount_minor, status: 'rolled_over' });
        report.rolled_over++;
        continue;
      }
      const hold = await payoutHold(tx, b.authorId, now);
      const [payout] = await tx
        .insert(payouts)
        .values({
          authorId: b.authorId,
          month,
          currency: b.currency,
          amountMinor: amount,
          thresholdMinor: threshold.amount_minor,
          status: hold ? 'held' : 'pending',
          holdReason: hold?.reason ?? null,
          heldUntil: hold?.until ?? null,
        })
        .returning({ id: payouts.id });
      const { ids } = await appendLedgerLines(tx, [
        { authorId: b.authorId, kind: 'payout', day: lastDayOf(month), amount: money(-amount, b.currency), source: 'system', payoutId: payout.id },
      ]);
      await tx.update(payouts).set({ ledgerLineId: ids[0] }).where(eq(payouts.id, payout.id));
      report[hold ? 'held' : 'pending']++;
    }
    return report;
  });
}

/**
 * Brings the waiting payouts of one author (or of everyone) in line with their payee details now:
 * a change of details holds a pending payout until the cooling-off ends; a hold that has ended
 * (or details given at last) makes the payout pending again. Each change is conditional on the
 * status still being a waiting one: a payout paid or failed meanwhile (under its row lock) stays so.
 */
export async function refreshHolds(db: Db, now: Date, authorId?: number): Promise<{ held: number; released: number }> {
  const waiting = await db
    .select()
    .from(payouts)
    .where(and(inArray(payouts.status, WAITING), authorId === undefined ? undefined : eq(payouts.authorId, authorId)));
  let held = 0;
  let released = 0;
  for (const p of waiting) {
    const hold = await payoutHold(db, p.authorId, now);
    if (hold && (p.status !== 'held' || p.holdReason !== hold.reason || p.heldUntil?.getTime() !== hold.until?.getTime())) {
      const changed = await db.update(payouts).set({ status: 'held', holdReason: hold.reason, heldUntil: hold.until, updatedAt: now }).where(and(eq(payouts.id, p.id), inArray(payouts.status, WAITING))).returning({ id: payouts.id });
      held += changed.length;
    } else if (!hold && p.status === 'held') {
      const changed = await db.update(payouts).set({ status: 'pending', holdReason: null, heldUntil: null, updatedAt: now }).where(and(eq(payouts.id, p.id), eq(payouts.status, 'held'))).returning({ id: payouts.id });
      released += changed.length;
    }
  }
  return { held, released };
}
