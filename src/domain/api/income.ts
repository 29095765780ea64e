/** Wire types of the author's income (/salaryManage): every figure is a sum of ledger lines. */
import Type, { type Static } from 'typebox';
import { Id, MoneyWire, Nullable, OneOf } from './common';
import { LEDGER_KINDS } from '../ledger';

export const Month = (description = 'a month, YYYY-MM') => Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description, examples: ['2026-10'] });

export const NovelMonth = Type.Object({
  original_book_id: Nullable(Id('the work (null: lines of the author, not of one work)', 12)),
  title: Nullable(Type.String({ examples: ['The Lantern Archive'] })),
  totals: Type.Array(MoneyWire, { description: 'one sum per currency' }),
});
export type NovelMonth = Static<typeof NovelMonth>;

export const IncomeMonth = Type.Object({
  month: Month(),
  totals: Type.Array(MoneyWire, { description: 'the month’s sum per currency (empty: nothing that month)' }),
  novels: Type.Array(NovelMonth),
});
export type IncomeMonth = Static<typeof IncomeMonth>;

/** GET /v1/income.overview */
export const IncomeOverview = Type.Object({
  current_month: Month('this month, so far'),
  months: Type.Array(IncomeMonth, { description: 'this month first, then the previous months' }),
  all_time: Type.Array(MoneyWire, { description: 'every line ever but payouts (what was earned), per currency' }),
});
export type IncomeOverview = Static<typeof IncomeOverview>;

export const IncomeLine = Type.Object({
  id: Id('line id', 5012),
  day: Type.String({ examples: ['2026-10-01'] }),
  kind: OneOf(LEDGER_KINDS, 'unlock, bonus, reward, welfare, adjustment, withholding or payout'),
  original_book_id: Nullable(Id('the work', 12)),
  title: Nullable(Type.String({ examples: ['The Lantern Archive'] })),
  coins: Nullable(Type.Integer({ examples: [2468] })),
  rate: Nullable(Type.String({ description: 'currency major units per coin', examples: ['0.01'] })),
  gross: Nullable(MoneyWire),
  share_bp: Nullable(Type.Integer({ description: 'the author’s share, basis points', examples: [5000] })),
  amount: MoneyWire,
  reason: Nullable(Type.String({ examples: ['A refunded unlock'] })),
});
export type IncomeLine = Static<typeof IncomeLine>;

/** GET /v1/income.lines: newest first, keyset-paginated. */
export const IncomeLines = Type.Object({
  list: Type.Array(IncomeLine),
  totals: Type.Array(MoneyWire, { description: 'the sum of every line of the month (and work), not only this page' }),
  next_cursor: Nullable(Type.Integer({ description: 'pass as `cursor` for the next page (null: no more)', examples: [4980] })),
});
export type IncomeLines = Static<typeof IncomeLines>;
