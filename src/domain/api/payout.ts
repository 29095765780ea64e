/** Wire types of payouts and monthly rewards (/salaryManage2). */
import Type, { type Static } from 'typebox';
import { Count, DateString, Id, IsoTime, MoneyWire, Nullable, OneOf } from './common';
import { Month } from './income';
import { HOLD_REASONS, PAYOUT_STATUSES, REWARD_STATUSES } from '../payout';

export const PayoutHoldWire = Type.Object({
  reason: OneOf(HOLD_REASONS, 'payee_missing (no payee details yet) or payee_changed (the cooling-off after a change)'),
  until: Nullable(IsoTime('when the hold ends (null: when payee details are given)')),
});
export type PayoutHoldWire = Static<typeof PayoutHoldWire>;

export const PayoutWire = Type.Object({
  id: Id('payout id', 31),
  month: Month('the closed month'),
  amount: MoneyWire,
  threshold: MoneyWire,
  status: OneOf(PAYOUT_STATUSES, 'rolled_over (under the threshold), pending, held, paid or failed'),
  hold: Nullable(PayoutHoldWire),
  failure_reason: Nullable(Type.String({ description: 'why it failed, in the request’s language (else English)', examples: ['The bank returned the transfer: account closed'] })),
  failure_reason_fallback: Type.Boolean({ description: 'the reason is not written in the request’s language: it is the English one' }),
  reference: Nullable(Type.String({ examples: ['TRX-2026-10-0042'] })),
  paid_at: Nullable(IsoTime()),
  failed_at: Nullable(IsoTime()),
  closed_at: IsoTime('when the month was closed'),
});
export type PayoutWire = Static<typeof PayoutWire>;

export const BalanceWire = Type.Object({
  balance: MoneyWire,
  threshold: MoneyWire,
  /** the balance reaches the threshold: the next close pays it out */
  payable: Type.Boolean(),
});
export type BalanceWire = Static<typeof BalanceWire>;

/** GET /v1/payout.overview */
export const PayoutOverview = Type.Object({
  balances: Type.Array(BalanceWire, { description: 'per currency: every ledger line summed (earnings less payouts)' }),
  hold: Nullable(PayoutHoldWire),
  next_close: DateString('the day the current month is closed'),
  list: Type.Array(PayoutWire, { description: 'every close, newest first' }),
});
export type PayoutOverview = Static<typeof PayoutOverview>;

export const RewardApplicationWire = Type.Object({
  id: Id('application id', 7),
  original_book_id: Id('the work', 12),
  title: Type.String({ examples: ['The Lantern Archive'] }),
  month: Month('the month applied for'),
  status: OneOf(REWARD_STATUSES, 'pending, approved, rejected or withdrawn'),
  reason: Nullable(Type.String({ description: 'why it was rejected', examples: ['Fewer than 20 updates that month'] })),
  amount: Nullable(MoneyWire),
  created_at: IsoTime(),
  decided_at: Nullable(IsoTime()),
});
export type RewardApplicationWire = Static<typeof RewardApplicationWire>;

/** GET /v1/reward.info */
export const RewardInfo = Type.Object({
  chances_left: Count('applications left this year', 2),
  chances_per_year: Count(undefined, 3),
  resets_on: DateString('when the chances reset'),
  default_month: Month('the previous month'),
  months: Type.Array(Month(), { description: 'the months an application may name, newest first' }),
  works: Type.Array(Type.Object({ original_book_id: Id('the work', 12), title: Type.String() }), { description: 'works under a signed contract' }),
  list: Type.Array(RewardApplicationWire, { description: 'this author’s applications, newest first' }),
});
export type RewardInfo = Static<typeof RewardInfo>;

/** POST /v1/reward.apply */
export const RewardApplyRequest = Type.Object({
  original_book_id: Id('the work', 12),
  month: Month(),
});
export type RewardApplyRequest = Static<typeof RewardApplyRequest>;
