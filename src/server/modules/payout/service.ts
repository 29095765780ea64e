import type { Db } from '../../db/client';
import type { payouts } from '../../db/schema';
import { ledgerTotals } from '../ledger';
import { monthBefore, payoutThreshold, type HoldReason, type PayoutStatus } from '../../../domain/payout';
import { compareMoney, money } from '../../../domain/money';
import type { PayoutOverview, PayoutWire } from '../../../domain/api/payout';
import { payoutHold } from '../payee';
import { inLanguage } from '../novel';
import { payoutsRepository } from './payouts-repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A payout as the author reads it in `lang` (the failure reason in that language, else English, marked). */
export function toPayoutWire(p: typeof payouts.$inferSelect, lang: string): PayoutWire {
  const reason = p.failureReason ? inLanguage(p.failureReason, lang) : null;
  return {
    id: p.id,
    month: p.month,
    amount: money(p.amountMinor, p.currency),
    threshold: money(p.thresholdMinor, p.currency),
    status: p.status as PayoutStatus,
    hold: p.status === 'held' && p.holdReason ? { reason: p.holdReason as HoldReason, until: iso(p.heldUntil) } : null,
    failure_reason: reason?.text ?? null,
    failure_reason_fallback: reason?.fallback ?? false,
    reference: p.reference,
    paid_at: iso(p.paidAt),
    failed_at: iso(p.failedAt),
    closed_at: p.createdAt.toISOString(),
  };
}

/** The author's payouts (/salaryManage2): balances from the ledger, the hold, every close. */
export function payoutService(db: Db, now: () => Date = () => new Date()) {
  return {
    /** GET /v1/payout.overview */
    async overview(userId: number, lang: string): Promise<PayoutOverview> {
      const at = now();
      const sums = await ledgerTotals(db, { authorId: userId });
      const hold = await payoutHold(db, userId, at);
      const rows = await payoutsRepository(db).ofAuthor(userId, 240);
      return {
        balances: sums.map((balance) => {
          const threshold = payoutThreshold(balance.currency);
          return { balance, threshold, payable: compareMoney(balance, threshold) >= 0 };
        }),
        hold: hold ? { reason: hold.reason, until: iso(hold.until) } : null,
        next_close: `${monthBefore(at.toISOString().slice(0, 7), -1)}-01`,
        list: rows.map((p) => toPayoutWire(p, lang)),
      };
    },
  };
}
