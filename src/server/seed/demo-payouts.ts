import { and, asc, eq, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { ledgerLines, novels, payouts, rewardApplications } from '../db/schema';
import { money } from '../../domain/money';
import { monthBefore, previousMonthOf } from '../../domain/payout';
import { appendLedgerLines } from '../modules/ledger';
import { closeMonth, markFailed, markPaid } from '../modules/payout';

const HOUR_MS = 3_600_000;
const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** The failed payout's reason as staff wrote it: in some languages, the others read the English one, marked. */
const FAILURE_REASONS = {
  en: 'The bank returned the transfer: the account number did not match the holder',
  de: 'Die Bank hat die Überweisung zurückgeschickt: Die Kontonummer passte nicht zum Kontoinhaber',
  fr: 'La banque a renvoyé le virement : le numéro de compte ne correspondait pas au titulaire',
  es: 'El banco devolvió la transferencia: el número de cuenta no coincidía con el titular',
};

/**
 * The demo author's money after the income year (the finished work's contract is signed:
 * demo-contract.ts): every past month closed in order (each paid with a reference, one failed and paid again with the next
 * month), the latest payout held by the payee change two days ago, and monthly reward
 * applications — one approved (a reward line), one waiting — so "{nums} chances left" shows 1.
 */
export async function seedDemoPayouts(db: Db, userId: number, now = new Date()) {
  const [finished] = await db.select({ id: novels.id }).from(novels).where(and(eq(novels.authorId, userId), eq(novels.status, 'finished'))).orderBy(asc(novels.id)).limit(1);
  const previous = previousMonthOf(now);
  const rewardMonth = monthBefore(previous, 2);
  if (finished) {
    // The reward an editor approved two months ago, paid with that month.
    const { ids } = await appendLedgerLines(db, [
      { authorId: userId, novelId: finished.id, kind: 'reward', day: `${monthBefore(previous, 1)}-05`, amount: money(2_500, 'USD'), source: 'staff', reason: rewardMonth, externalId: 'demo-reward-1' },
    ]);
    const year = now.getUTCFullYear();
    await db.insert(rewardApplications).values([
      { authorId: userId, novelId: finished.id, month: rewardMonth, year, status: 'approved', ledgerLineId: ids[0] ?? null, decidedAt: new Date(`${monthBefore(previous, 1)}-05T10:00:00Z`), createdAt: new Date(`${monthBefore(previous, 1)}-02T09:00:00Z`) },
      { authorId: userId, novelId: finished.id, month: previous, year, status: 'pending', createdAt: new Date(now.getTime() - 24 * HOUR_MS) },
    ]);
  }

  const [first] = await db.select({ day: min(ledgerLines.day) }).from(ledgerLines).where(eq(ledgerLines.authorId, userId));
  if (!first?.day) return;
  const failedMonth = monthBefore(previous, 4);
  for (let month = first.day.slice(0, 7); month <= previous; month = monthBefore(month, -1)) {
    // Each month closes on the first of the next; the last one closes now, after the payee change.
    const closedAt = month === previous ? now : new Date(monthStart(monthBefore(month, -1)).getTime() + 2 * HOUR_MS);
    try {
      await closeMonth(db, closedAt, month);
    } catch (err) {
      // Another instance's close job got there first (two instances starting together on a new
      // database): later months are closed, so the history stops here.
      if (err instanceof AppError && err.messageId === 'payout.monthBehind') break;
      throw err;
    }
    if (month === previous) break;
    const [payout] = await db.select().from(payouts).where(and(eq(payouts.authorId, userId), eq(payouts.month, month)));
    if (!payout || payout.status === 'rolled_over') continue;
    await db.update(payouts).set({ status: 'pending', holdReason: null, heldUntil: null }).where(eq(payouts.id, payout.id));
    const settledAt = new Date(closedAt.getTime() + 4 * 24 * HOUR_MS);
    if (month === failedMonth) await markFailed(db, payout.id, { reasons: FAILURE_REASONS, staffId: null, now: settledAt });
    else await markPaid(db, payout.id, { reference: `TRX-${month}-${String(payout.id).padStart(4, '0')}`, staffId: null, now: settledAt });
  }
}
