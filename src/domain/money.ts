/**
 * Money: integer minor units and an ISO 4217 currency. The exponent comes from the currency
 * (two for USD, none for VND or JPY, three for KWD), so 1234500 VND is 1,234,500 ₫ and 12345 JPY
 * is ¥12,345. Arithmetic refuses mixed currencies; ledgers add lines, never edit them.
 */
export interface Money {
  /** whole minor units (cents; dong; yen) */
  amount_minor: number;
  /** ISO 4217, upper case */
  currency: string;
}

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

export function money(amountMinor: number, currency: string): Money {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`Money needs whole minor units, got ${amountMinor}`);
  if (!isCurrency(currency.toUpperCase())) throw new RangeError(`Unknown currency ${currency}`);
  return { amount_minor: amountMinor, currency: currency.toUpperCase() };
}

export const zero = (currency: string): Money => money(0, currency);

export function add(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  return money(a.amount_minor + b.amount_minor, a.currency);
}

export function subtract(a: Money, b: Money): Money {
  return add(a, { ...b, amount_minor: -b.amount_minor });
}

/** The sum of amounts in one currency (zero of `currency` for none). */
export function sum(amounts: readonly Money[], currency: string): Money {
  return amounts.reduce(add, zero(currency));
}

/** The amount in major units (12.34 for 1234 USD; 1234500 for 1234500 VND). */
export function toMajor(value: Money): number {
  return value.amount_minor / 10 ** currencyExponent(value.currency);
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
  }).format(toMajor(value));
}
