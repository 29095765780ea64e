import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerLines, payouts } from '../../db/schema';
import { monthBefore, payoutThreshold, type HoldReason, type PayoutStatus } from '../../../domain/payout';
import { money } from '../../../domain/money';
import type { PayoutOverview, PayoutWire } from '../../../domain/api/payout';
import { payoutHold } from '../payee/hold';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toPayoutWire(p: typeof payouts.$inferSelect): PayoutWire {
  return {
    id: p.id,
    month: p.month,
    amount: money(p.amountMinor, p.currency),
    threshold: money(p.thresholdMinor, p.currency),
    status: p.status as PayoutStatus,
    hold: p.status === 'held' && p.holdReason ? { reason: p.holdReason as HoldReason, until: iso(p.heldUntil) } : null,
    failure_reason: p.failureReason,
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
    async overview(userId: number): Promise<PayoutOverview> {
      const at = now();
      const sums = await db
        .select({ currency: ledgerLines.currency, total: sql<string>`sum(${ledgerLines.amountMinor})` })
        .from(ledgerLines)
        .where(eq(ledgerLines.authorId, userId))
        .groupBy(ledgerLines.currency)
        .orderBy(ledgerLines.currency);
      const hold = await payoutHold(db, userId, at);
      const rows = await db.select().from(payouts).where(eq(payouts.authorId, userId)).orderBy(desc(payouts.month), payouts.currency).limit(240);
      return {
        balances: sums.map((s) => {
          const balance = money(Number(s.total), s.currency);
          const threshold = payoutThreshold(s.currency);
          return { balance, threshold, payable: balance.amount_minor >= threshold.amount_minor };
        }),
        hold: hold ? { reason: hold.reason, until: iso(hold.until) } : null,
        next_close: `${monthBefore(at.toISOString().slice(0, 7), -1)}-01`,
        list: rows.map(toPayoutWire),
      };
    },
  };
}
