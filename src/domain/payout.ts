/**
 * Payouts and monthly rewards (/salaryManage2). Each month is closed once per author and
 * currency: a balance at or above the currency's threshold becomes a payout (a negative `payout`
 * ledger line dated the month's last day), a smaller one rolls over to the next month. A failed
 * payout is reversed by a positive `payout` line that corrects it, so the money is back in the
 * balance for the next close.
 */
import { currencyExponent, money, type Money } from './money';

export const PAYOUT_STATUSES = ['rolled_over', 'pending', 'held', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Why a payout waits: no payee details yet, or the cooling-off after a change of them. */
export const HOLD_REASONS = ['payee_missing', 'payee_changed'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** The smallest balance paid out, in major units, where a currency's differs from 50. */
const THRESHOLD_MAJOR: Record<string, number> = {
  IDR: 750_000,
  VND: 1_250_000,
  JPY: 7_500,
  KRW: 70_000,
  PHP: 2_500,
  THB: 1_750,
  INR: 4_000,
  RUB: 4_500,
  BRL: 250,
  MXN: 900,
};
const DEFAULT_THRESHOLD_MAJOR = 50;

/** The payout threshold of a currency, in its own minor units. */
export function payoutThreshold(currency: string): Money {
  const major = THRESHOLD_MAJOR[currency] ?? DEFAULT_THRESHOLD_MAJOR;
  return money(major * 10 ** currencyExponent(currency), currency);
}

/** YYYY-MM of the month before `month` (YYYY-MM), or `n` months before. */
export function monthBefore(month: string, n = 1): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 - n, 1)).toISOString().slice(0, 7);
}

/** The month before the one `now` falls in (UTC, the platform's day), as YYYY-MM. */
export const previousMonthOf = (now: Date): string => monthBefore(now.toISOString().slice(0, 7));

/** The last day (YYYY-MM-DD) of a month. */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** Monthly reward applications: how many an author may make in a calendar year, and how far back. */
export const REWARD_CHANCES_PER_YEAR = 3;
/** The complete months an application may name: the previous one (the default) and the two before. */
export const REWARD_MONTHS_BACK = 3;
export const REWARD_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** The months an author may apply for on `now`'s day, newest first. */
export function rewardMonths(now: Date): string[] {
  const previous = previousMonthOf(now);
  return Array.from({ length: REWARD_MONTHS_BACK }, (_, i) => monthBefore(previous, i));
}

/** When the chances reset: the first day of the next calendar year (UTC), YYYY-MM-DD. */
export const rewardChancesReset = (now: Date): string => `${now.getUTCFullYear() + 1}-01-01`;
