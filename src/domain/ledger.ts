/**
 * The income ledger's vocabulary. A line's `amount_minor` is its effect on the author's
 * balance: what the author earns is positive, withholding and payouts are negative. Lines are never
 * edited; an adjustment (either sign, with a reason) corrects.
 */
export const LEDGER_KINDS = ['unlock', 'bonus', 'reward', 'welfare', 'adjustment', 'withholding', 'payout'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_SOURCES = ['platform', 'import', 'staff', 'system'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

/** Kinds of what the author earned: every kind but payouts (money leaving the balance). */
export const EARNING_KINDS: readonly LedgerKind[] = LEDGER_KINDS.filter((k) => k !== 'payout');

/** Kinds whose amount may not be positive (they take money out of the balance). */
export const DEBIT_KINDS: readonly LedgerKind[] = ['withholding', 'payout'];
/** Kinds that must give a reason in words. */
export const REASONED_KINDS: readonly LedgerKind[] = ['adjustment', 'bonus', 'withholding'];

export const isLedgerKind = (value: unknown): value is LedgerKind => LEDGER_KINDS.includes(value as LedgerKind);

/** YYYY-MM of a YYYY-MM-DD day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** A recorded rate: currency major units per coin, as a decimal string (at most 12 digits each side). */
export const RATE_PATTERN = /^\d{1,12}(\.\d{1,12})?$/;

/** n / d rounded half to even (banker's rounding), for n ≥ 0 and d > 0. */
function divideHalfEven(n: bigint, d: bigint): bigint {
  const q = n / d;
  const twice = (n % d) * 2n;
  if (twice > d || (twice === d && q % 2n === 1n)) return q + 1n;
  return q;
}

/**
 * What readers paid for `coins` at `rate`, in `exponent`-digit minor units: exact decimal
 * arithmetic on integers, rounded half to even once (0.125 USD → 12 cents, 0.135 → 14).
 */
export function grossMinorOf(coins: number, rate: string, exponent: number): number {
  if (!Number.isSafeInteger(coins) || coins < 0) throw new RangeError(`coins must be a whole number ≥ 0, got ${coins}`);
  if (!RATE_PATTERN.test(rate)) throw new RangeError(`rate must be a decimal string, got ${rate}`);
  const [whole, fraction = ''] = rate.split('.');
  const numerator = BigInt(coins) * BigInt(whole + fraction) * 10n ** BigInt(exponent);
  return Number(divideHalfEven(numerator, 10n ** BigInt(fraction.length)));
}

/**
 * The author's part of `coins` at `rate` with `shareBp` basis points, in `exponent`-digit minor
 * units: coins × rate × share computed exactly and rounded once, half to even. Rounding the gross
 * first and the share again loses money (1 coin at 0.013 USD, half: 1.3 → 1 cent → 0.5 → 0; exactly
 * 0.65 → 1 cent).
 */
export function authorShareOf(coins: number, rate: string, exponent: number, shareBp: number): number {
  if (!Number.isSafeInteger(coins) || coins < 0) throw new RangeError(`coins must be a whole number ≥ 0, got ${coins}`);
  if (!RATE_PATTERN.test(rate)) throw new RangeError(`rate must be a decimal string, got ${rate}`);
  if (!Number.isInteger(shareBp) || shareBp < 0 || shareBp > 10_000) throw new RangeError(`share must be 0–10000 basis points, got ${shareBp}`);
  const [whole, fraction = ''] = rate.split('.');
  const numerator = BigInt(coins) * BigInt(whole + fraction) * 10n ** BigInt(exponent) * BigInt(shareBp);
  return Number(divideHalfEven(numerator, 10n ** BigInt(fraction.length) * 10_000n));
}

/** The author's share (basis points, 0–10,000) of a gross amount in minor units, rounded half to even. */
export function shareOf(grossMinor: number, shareBp: number): number {
  if (!Number.isSafeInteger(grossMinor) || grossMinor < 0) throw new RangeError(`gross must be whole minor units ≥ 0, got ${grossMinor}`);
  if (!Number.isInteger(shareBp) || shareBp < 0 || shareBp > 10_000) throw new RangeError(`share must be 0–10000 basis points, got ${shareBp}`);
  return Number(divideHalfEven(BigInt(grossMinor) * BigInt(shareBp), 10_000n));
}

/** The author's share when a work has no live contract and the platform sends none: half. */
export const DEFAULT_AUTHOR_SHARE_BP = 5_000;
/**
 * The first day the platform can have reader income for (the reader site's first sales). An income
 * line dated before it is a mistake — a default date, a wrong year — never income, and is refused.
 */
export const INCOME_FIRST_DAY = '2020-01-01';
/** The most lines one ingestion call carries. */
export const INGEST_MAX_LINES = 10_000;

/** "12.34" in a currency of `exponent` minor digits → 1234 minor units; null when it is not such an amount. */
export function minorFromMajor(text: string, exponent: number): number | null {
  const match = /^(-)?(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!match || (match[3] ?? '').length > exponent) return null;
  const minor = Number(match[2] + (match[3] ?? '').padEnd(exponent, '0'));
  return match[1] ? -minor : minor;
}
