import type { Db } from '../../db/client';
import { payeesRepository } from './payees-repository';

/** Why an author's payout waits (shown with its date on /salaryManage2). */
export type PayoutHold = { reason: 'payee_missing'; until: null } | { reason: 'payee_changed'; until: Date };

/**
 * Whether payouts to this author must wait now: with no payee details there is nowhere to pay;
 * after a change of payee details, until the site's cooling-off period has passed.
 */
export async function payoutHold(db: Db, authorId: number, now: Date): Promise<PayoutHold | null> {
  const row = await payeesRepository(db).hold(authorId);
  if (!row) return { reason: 'payee_missing', until: null };
  if (row.holdUntil && row.holdUntil > now) return { reason: 'payee_changed', until: row.holdUntil };
  return null;
}
