import type { Db } from '../../db/client';
import type { LocalizedText, payouts } from '../../db/schema';
import { ApiCode } from '../../../domain/errors';
import { money } from '../../../domain/money';
import { AppError, ValidationError, notFound } from '../../lib/errors';
import { appendLedgerLines } from '../ledger';
import { payoutsRepository } from './payouts-repository';

type PayoutRow = typeof payouts.$inferSelect;

async function lockPayout(tx: Db, id: number): Promise<PayoutRow> {
  const p = await payoutsRepository(tx).lock(id);
  if (!p) throw notFound();
  return p;
}

/** A pending payout was sent: its reference and day are recorded (a held one cannot be paid). */
export async function markPaid(tx: Db, id: number, by: { reference: string; staffId: number | null; now: Date }): Promise<{ before: PayoutRow; after: PayoutRow }> {
  const p = await lockPayout(tx, id);
  if (p.status === 'held') throw new AppError(ApiCode.Conflict, 'payout.held');
  if (p.status !== 'pending') throw new AppError(ApiCode.Conflict, 'payout.notPending');
  const reference = by.reference.trim();
  if (!reference) throw new ValidationError({ reference: { id: 'validation.required' } });
  const after = await payoutsRepository(tx).markPaid(p.id, { reference, staffId: by.staffId, now: by.now });
  return { before: p, after };
}

/**
 * A payout failed (or came back): the reason is recorded and a positive `payout` line reversing
 * the payout's line returns the money to the balance, so the next close pays it again.
 */
export async function markFailed(tx: Db, id: number, by: { reasons: LocalizedText; staffId: number | null; now: Date }): Promise<{ before: PayoutRow; after: PayoutRow }> {
  // The ledger line's reason is the English one, the language the ledger is kept in.
  const reason = by.reasons.en?.trim();
  if (!reason) throw new ValidationError({ reasons: { id: 'admin.payout.reasonEnglish' } });
  const p = await lockPayout(tx, id);
  if (!['pending', 'held', 'paid'].includes(p.status)) throw new AppError(ApiCode.Conflict, 'payout.notPending');
  const { ids } = await appendLedgerLines(tx, [
    { authorId: p.authorId, kind: 'payout', day: by.now.toISOString().slice(0, 10), amount: money(p.amountMinor, p.currency), source: by.staffId ? 'staff' : 'system', reason, correctsLineId: p.ledgerLineId, payoutId: p.id, createdBy: by.staffId },
  ]);
  const after = await payoutsRepository(tx).markFailed(p.id, { reasons: by.reasons, reversalLineId: ids[0], staffId: by.staffId, now: by.now });
  return { before: p, after };
}
