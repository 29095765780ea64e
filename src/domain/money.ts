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

/**
 * ISO 4217 (list one, 2025): every current code with its minor-unit digits. The runtime's Intl data
 * is not ISO's (it gives IQD 0 for 3, IDR and HUF 0 for 2), and the ledger's meaning of a minor
 * unit must not change with a browser or a Node release. Codes without minor units (gold, XDR,
 * test codes) are not money here.
 */
const ISO_4217 = `
AED 2 AFN 2 ALL 2 AMD 2 ANG 2 AOA 2 ARS 2 AUD 2 AWG 2 AZN 2 BAM 2 BBD 2 BDT 2 BGN 2 BHD 3 BIF 0 BMD 2 BND 2 BOB 2 BOV 2
BRL 2 BSD 2 BTN 2 BWP 2 BYN 2 BZD 2 CAD 2 CDF 2 CHE 2 CHF 2 CHW 2 CLF 4 CLP 0 CNY 2 COP 2 COU 2 CRC 2 CUP 2 CVE 2 CZK 2
DJF 0 DKK 2 DOP 2 DZD 2 EGP 2 ERN 2 ETB 2 EUR 2 FJD 2 FKP 2 GBP 2 GEL 2 GHS 2 GIP 2 GMD 2 GNF 0 GTQ 2 GYD 2 HKD 2 HNL 2
HTG 2 HUF 2 IDR 2 ILS 2 INR 2 IQD 3 IRR 2 ISK 0 JMD 2 JOD 3 JPY 0 KES 2 KGS 2 KHR 2 KMF 0 KPW 2 KRW 0 KWD 3 KYD 2 KZT 2
LAK 2 LBP 2 LKR 2 LRD 2 LSL 2 LYD 3 MAD 2 MDL 2 MGA 2 MKD 2 MMK 2 MNT 2 MOP 2 MRU 2 MUR 2 MVR 2 MWK 2 MXN 2 MXV 2 MYR 2
MZN 2 NAD 2 NGN 2 NIO 2 NOK 2 NPR 2 NZD 2 OMR 3 PAB 2 PEN 2 PGK 2 PHP 2 PKR 2 PLN 2 PYG 0 QAR 2 RON 2 RSD 2 RUB 2 RWF 0
SAR 2 SBD 2 SCR 2 SDG 2 SEK 2 SGD 2 SHP 2 SLE 2 SOS 2 SRD 2 SSP 2 STN 2 SVC 2 SYP 2 SZL 2 THB 2 TJS 2 TMT 2 TND 3 TOP 2
TRY 2 TTD 2 TWD 2 TZS 2 UAH 2 UGX 0 USD 2 USN 2 UYI 0 UYU 2 UYW 4 UZS 2 VED 2 VES 2 VND 0 VUV 0 WST 2 XAF 0 XCD 2 XCG 2
XOF 0 XPF 0 YER 2 ZAR 2 ZMW 2 ZWG 2`;
const EXPONENTS: ReadonlyMap<string, number> = new Map(ISO_4217.trim().split(/\s+/).reduce<[string, number][]>((pairs, token, i, all) => (i % 2 ? pairs : [...pairs, [token, Number(all[i + 1])]]), []));

/** The number of minor-unit digits of a currency, from ISO 4217 (2 for a code it does not list). */
export function currencyExponent(currency: string): number {
  return EXPONENTS.get(currency.toUpperCase()) ?? 2;
}

/** An ISO 4217 code with minor units, in capitals; a well-formed unknown code like XYZ is not one. */
export const isCurrency = (value: unknown): value is string => typeof value === 'string' && EXPONENTS.has(value);

/**
 * The currencies authors are paid in: those the payout partners (bank transfer, PayPal) settle to in
 * the platform's markets. ISO 4217 also lists fund and accounting units (CHE, CHW, BOV, CLF, COU,
 * MXV, USN, UYI, UYW), currencies no partner pays out in, and, outside the table, gold and drawing
 * rights (XAU, XDR): a balance in any of those could never be paid, so no income may be booked in
 * them. A currency joins this list when a payout partner settles to it.
 */
export const PAYOUT_CURRENCIES = [
  'USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'NZD',
  'JPY', 'KRW', 'CNY', 'HKD', 'TWD', 'SGD', 'MYR', 'IDR', 'PHP', 'THB', 'VND', 'INR',
  'RUB', 'BRL', 'MXN', 'ARS', 'CLP', 'COP', 'PEN',
] as const;
export type PayoutCurrency = (typeof PAYOUT_CURRENCIES)[number];

/** A currency on the payout list (upper case): what income, adjustments and benefits may be booked in. */
export const isPayoutCurrency = (value: unknown): value is PayoutCurrency => (PAYOUT_CURRENCIES as readonly unknown[]).includes(value);

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

/**
 * The currency format of `locale`: exact with the currency's own decimals, or compact (an axis's
 * "$1.2K", with the locale's own rounding).
 */
function currencyFormat(locale: string, currency: string, compact = false): Intl.NumberFormat {
  if (compact) return new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact' });
  const exponent = currencyExponent(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent });
}

/** The one way the portal shows money: the locale's currency format, with the currency's own decimals. */
export function formatMoney(value: Money, locale: string, options: { compact?: boolean } = {}): string {
  // Decimal text formats exactly, however large (Intl.NumberFormat v3).
  return currencyFormat(locale, value.currency, options.compact).format(majorText(value) as Intl.StringNumericLiteral);
}

/** A chart's figure (major units, as `toMajor` gives them) shown as money is; `compact` for an axis. */
export function formatMajor(amount: number, currency: string, locale: string, options: { compact?: boolean } = {}): string {
  return currencyFormat(locale, currency, options.compact).format(amount);
}
