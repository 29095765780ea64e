/**
 * Money: integer minor units and an ISO 4217 currency. The exponent comes from the currency
 * (two for USD, none for VND or JPY, three for KWD), so 1234500 VND is 1,234,500 ₫ and 12345 JPY
 * is ¥12,345. Arithmetic refuses mixed currencies; ledgers add lines, never edit them.
 *
 * The amount is a decimal string of whole minor units, the same in the code and on the wire: a
 * JavaScript number is exact only to 2^53 and JSON carries no bigint, and a sum of many lines can
 * pass that. Arithmetic goes through bigint (`minorOf`), never through `+` or `<` on the strings.
 */
export interface Money {
  /** whole minor units (cents; dong; yen) as a decimal string: "1234", "-50" */
  amount_minor: string;
  /** ISO 4217, upper case */
  currency: string;
}

/** Whole minor units in any of the forms they arrive in: bigint, a safe integer, or a decimal string. */
export type MinorUnits = bigint | number | string;

const WHOLE = /^-?\d{1,30}$/;

/** Whole minor units as bigint; a fraction, an unsafe number or anything else is a RangeError. */
export function toMinor(value: MinorUnits): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Money needs whole minor units, got ${value}`);
    return BigInt(value);
  }
  if (typeof value === 'string' && WHOLE.test(value)) return BigInt(value);
  throw new RangeError(`Money needs whole minor units, got ${String(value)}`);
}

/** The amount of `value` as bigint, for arithmetic and comparison. */
export const minorOf = (value: Money): bigint => BigInt(value.amount_minor);

const exponents = new Map<string, number>();

/** The number of minor-unit digits of a currency, as the platform's Intl data knows it. */
export function currencyExponent(currency: string): number {
  const code = currency.toUpperCase();
  let exponent = exponents.get(code);
  if (exponent === undefined) {
    exponent = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    exponents.set(code, exponent);
  }
  return exponent;
}

/** The ISO 4217 codes this runtime's Intl knows (about 160); a well-formed unknown code like XYZ is not one. */
let known: Set<string> | undefined;
export const isCurrency = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) return false;
  known ??= new Set(Intl.supportedValuesOf('currency'));
  return known.has(value);
};

export class CurrencyMismatchError extends Error {
  constructor(a: string, b: string) {
    super(`Cannot combine ${a} and ${b}`);
    this.name = 'CurrencyMismatchError';
  }
}

export function money(amountMinor: MinorUnits, currency: string): Money {
  const minor = toMinor(amountMinor);
  if (!isCurrency(currency.toUpperCase())) throw new RangeError(`Unknown currency ${currency}`);
  return { amount_minor: minor.toString(), currency: currency.toUpperCase() };
}

export const zero = (currency: string): Money => money(0, currency);

export function add(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  return money(minorOf(a) + minorOf(b), a.currency);
}

export function subtract(a: Money, b: Money): Money {
  return add(a, money(-minorOf(b), b.currency));
}

/** -1, 0 or 1 as `a` is less than, equal to or more than `b` (one currency). */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  const d = minorOf(a) - minorOf(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/**
 * The most one author's balance may hold in a currency: a trillion major units (10^15 minor units
 * at most). Every sum a screen shows then stays below 2^53, where charts' numbers are still exact;
 * a line that would pass it is refused, and a close that finds a balance past it skips that author.
 */
export function balanceCeiling(currency: string): Money {
  return money(10n ** BigInt(Math.min(12 + currencyExponent(currency), 15)), currency);
}

/** The sum of amounts in one currency (zero of `currency` for none). */
export function sum(amounts: readonly Money[], currency: string): Money {
  return amounts.reduce(add, zero(currency));
}

/** The amount in major units as exact decimal text ("12.34" for 1234 USD; "1234500" for 1234500 VND). */
export function majorText(value: Money): string {
  const exponent = currencyExponent(value.currency);
  const minor = minorOf(value);
  const digits = (minor < 0n ? -minor : minor).toString().padStart(exponent + 1, '0');
  const text = exponent ? `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}` : digits;
  return minor < 0n ? `-${text}` : text;
}

/** The amount in major units as a number (12.34 for 1234 USD), for charts: exact below 2^53 minor units. */
export function toMajor(value: Money): number {
  return Number(majorText(value));
}

/** The one way the portal shows money: the locale's currency format, with the currency's own decimals. */
export function formatMoney(value: Money, locale: string, options: { compact?: boolean } = {}): string {
  const exponent = currencyExponent(value.currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: value.currency,
    minimumFractionDigits: options.compact ? 0 : exponent,
    maximumFractionDigits: options.compact ? 0 : exponent,
    notation: options.compact ? 'compact' : 'standard',
    // Decimal text formats exactly, however large (Intl.NumberFormat v3).
  }).format(majorText(value) as Intl.StringNumericLiteral);
}
