import type { Db } from '../../db/client';
import { lastDayOf, monthBefore, payoutThreshold, previousMonthOf } from '../../../domain/payout';
import { balanceCeiling, minorOf, money, type Money } from '../../../domain/money';
import { AppError } from '../../lib/errors';
import { ApiCode } from '../../../domain/errors';
import { appendLedgerLines } from '../ledger';
import { audit } from '../audit';
import { payoutHold } from '../payee';
import { payoutsRepository } from './payouts-repository';

/** The queued job that closes the previous month once it has ended (every instance asks; one runs it). */
export const CLOSE_JOB = 'payouts.close';
/** The advisory lock of a close ("WCPC"): one instance closes at a time. */
const CLOSE_LOCK_KEY = 0x57435043;

/** Why one author's close in one currency did not happen: the balance passed the ceiling, or writing it failed. */
export const CLOSE_FAILURES = ['over_ceiling', 'error'] as const;
export type CloseFailure = (typeof CLOSE_FAILURES)[number];

export interface CloseReport {
  month: string;
  pending: number;
  held: number;
  rolled_over: number;
  /** the authors and currencies skipped, each also in the audit log (`payout.closeFailed`); the next close tries them again */
  failed: { author_id: number; currency: string; reason: CloseFailure }[];
}

const WAITING = ['pending', 'held'];
const nextMonthFirstDay = (month: string) => `${monthBefore(month, -1)}-01`;

/**
 * The latest closed month (YYYY-MM), or null before the first close. Months close in order, so
 * every month up to it is closed. The close's lock is held shared until the caller's transaction
 * ends: a close waits for the caller's lines and then counts them, and a caller that started after
 * a close sees it.
 */
export async function latestClosedMonth(tx: Db): Promise<string | null> {
  const payouts = payoutsRepository(tx);
  await payouts.lockClosesShared(CLOSE_LOCK_KEY);
  return payouts.latestMonth();
}

/**
 * Closes `month` (default: the previous month) for every author and currency, exactly once each:
 * the balance (every line up to the month's last day) at or above the currency's threshold becomes
 * a payout, held while the author's payee details are missing or cooling off, with a negative
 * `payout` ledger line dated the month's last day; a smaller balance rolls over. Months close in
 * order: a month before the latest closed one is refused (its balances were already paid out).
 * Each author and currency closes apart (a savepoint each): one that fails is rolled back,
 * recorded and reported, and everyone else is still paid.
 */
export async function closeMonth(db: Db, now: Date, month = previousMonthOf(now)): Promise<CloseReport> {
  if (month >= now.toISOString().slice(0, 7)) throw new AppError(ApiCode.Conflict, 'payout.monthOpen', { month });
  return db.transaction(async (tx) => {
    const payouts = payoutsRepository(tx);
    await payouts.lockCloses(CLOSE_LOCK_KEY);
    const latest = await payouts.latestMonth();
    if (latest && month < latest) throw new AppError(ApiCode.Conflict, 'payout.monthBehind', { month, latest });
    const closed = await payouts.closedIn(month);
    const done = new Set(closed.map((c) => `${c.authorId}:${c.currency}`));
    const balances = await payouts.balancesBefore(nextMonthFirstDay(month));
    const report: CloseReport = { month, pending: 0, held: 0, rolled_over: 0, failed: [] };
    for (const b of balances) {
      const balance = money(b.total, b.currency);
      if (minorOf(balance) <= 0n || done.has(`${b.authorId}:${b.currency}`)) continue;
      let outcome: 'pending' | 'held' | 'rolled_over' | CloseFailure;
      if (minorOf(balance) > minorOf(balanceCeiling(b.currency))) outcome = 'over_ceiling';
      else {
        try {
          outcome = await tx.transaction((one) => closeOne(one, now, month, b.authorId, balance));
        } catch {
          outcome = 'error';
        }
      }
      if (outcome === 'over_ceiling' || outcome === 'error') {
        report.failed.push({ author_id: b.authorId, currency: b.currency, reason: outcome });
        await audit(tx, { actor: { kind: 'system' }, action: 'payout.closeFailed', subject: { kind: 'author', id: b.authorId, userId: b.authorId }, after: { month, currency: b.currency, reason: outcome, balance_minor: balance.amount_minor } });
      } else report[outcome]++;
    }
    return report;
  });
}

/** One author's close in one currency: a roll-over under the threshold, else a payout and its ledger line. */
async function closeOne(tx: Db, now: Date, month: string, authorId: number, balance: Money): Promise<'pending' | 'held' | 'rolled_over'> {
  const threshold = payoutThreshold(balance.currency);
  const row = { authorId, month, currency: balance.currency, amountMinor: Number(balance.amount_minor), thresholdMinor: Number(threshold.amount_minor) };
  const payouts = payoutsRepository(tx);
  if (minorOf(balance) < minorOf(threshold)) {
    await payouts.add({ ...row, status: 'rolled_over' });
    return 'rolled_over';
  }
  const hold = await payoutHold(tx, authorId, now);
  const payout = await payouts.add({ ...row, status: hold ? 'held' : 'pending', holdReason: hold?.reason ?? null, heldUntil: hold?.until ?? null });
  const { ids } = await appendLedgerLines(tx, [
    { authorId, kind: 'payout', day: lastDayOf(month), amount: money(-minorOf(balance), balance.currency), source: 'system', payoutId: payout.id },
  ]);
  await payouts.setLedgerLine(payout.id, ids[0]);
  return hold ? 'held' : 'pending';
}

/**
 * Brings the waiting payouts of one author (or of everyone) in line with their payee details now:
 * a change of details holds a pending payout until the cooling-off ends; a hold that has ended
 * (or details given at last) makes the payout pending again. Each change is conditional on the
 * status still being a waiting one: a payout paid or failed meanwhile (under its row lock) stays so.
 */
export async function refreshHolds(db: Db, now: Date, authorId?: number): Promise<{ held: number; released: number }> {
  const payouts = payoutsRepository(db);
  const waiting = await payouts.waiting(WAITING, authorId);
  let held = 0;
  let released = 0;
  for (const p of waiting) {
    const hold = await payoutHold(db, p.authorId, now);
    if (hold && (p.status !== 'held' || p.holdReason !== hold.reason || p.heldUntil?.getTime() !== hold.until?.getTime())) {
      const changed = await payouts.hold(p.id, WAITING, hold, now);
      held += changed.length;
    } else if (!hold && p.status === 'held') {
      const changed = await payouts.release(p.id, now);
      released += changed.length;
    }
  }
  return { held, released };
}
