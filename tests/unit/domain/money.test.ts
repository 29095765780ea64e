import { describe, expect, it } from 'vitest';
import { CurrencyMismatchError, add, balanceCeiling, compareMoney, currencyExponent, formatMajor, formatMoney, majorText, money, subtract, sum, toMajor, isCurrency, isPayoutCurrency, PAYOUT_CURRENCIES } from '../../../src/domain/money';

describe('Money', () => {
  it('takes the exponent from the currency: none for VND and JPY, two for USD, three for KWD', () => {
    expect([currencyExponent('VND'), currencyExponent('JPY'), currencyExponent('USD'), currencyExponent('KWD')]).toEqual([0, 0, 2, 3]);
    expect(toMajor(money(1_234_500, 'VND'))).toBe(1_234_500);
    expect(toMajor(money(1234, 'USD'))).toBe(12.34);
  });

  it('takes exponents from ISO 4217, not from the runtime’s Intl data: IQD 3, IDR and HUF 2, CLF 4', () => {
    expect(['IQD', 'IDR', 'HUF', 'CLF', 'ISK', 'XAF'].map(currencyExponent)).toEqual([3, 2, 2, 4, 0, 0]);
    expect(formatMoney(money(1_500, 'IQD'), 'en')).toMatch(/^IQD\s1\.500$/);
    expect(formatMoney(money(1_234_550, 'IDR'), 'en')).toMatch(/^IDR\s12,345\.50$/);
    expect(isCurrency('XDR')).toBe(false); // no minor unit: not money
    expect(isCurrency('XAU')).toBe(false);
  });

  it('pays authors only in the listed currencies: never gold, drawing rights, fund codes or unknown codes', () => {
    for (const code of ['XDR', 'XAU', 'XAG', 'CLF', 'CHE', 'CHW', 'BOV', 'COU', 'MXV', 'USN', 'UYI', 'UYW', 'XYZ', 'usd', '', null]) expect(isPayoutCurrency(code), String(code)).toBe(false);
    for (const code of ['USD', 'EUR', 'VND', 'JPY', 'IDR', 'PHP', 'THB', 'BRL']) expect(isPayoutCurrency(code), code).toBe(true);
    // Every payout currency is ISO 4217 money with its exponent.
    for (const code of PAYOUT_CURRENCIES) expect(isCurrency(code), code).toBe(true);
  });

  it('formats 1,234,500 VND and ¥12,345 with no invented decimals, and cents where the currency has them', () => {
    expect(formatMoney(money(1_234_500, 'VND'), 'en')).toBe('₫1,234,500');
    expect(formatMoney(money(1_234_500, 'VND'), 'vi')).toMatch(/^1\.234\.500\s₫$/);
    expect(formatMoney(money(12_345, 'JPY'), 'en')).toBe('¥12,345');
    expect(formatMoney(money(1_284_550, 'USD'), 'en')).toBe('$12,845.50');
    expect(formatMoney(money(1_284_550, 'USD'), 'de')).toMatch(/^12\.845,50\s\$$/);
  });

  it('shows a chart’s figures as money is shown: exact with the currency’s decimals, compact on an axis', () => {
    expect(formatMajor(12_845.5, 'USD', 'en')).toBe(formatMoney(money(1_284_550, 'USD'), 'en'));
    expect(formatMajor(1_234_500, 'VND', 'vi')).toBe(formatMoney(money(1_234_500, 'VND'), 'vi'));
    expect(formatMajor(0.5, 'USD', 'en')).toBe('$0.50');
    // An axis keeps the fraction of small ticks and shortens large ones.
    expect(formatMajor(0.5, 'USD', 'en', { compact: true })).toBe('$0.5');
    expect(formatMajor(1_200, 'USD', 'en', { compact: true })).toBe('$1.2K');
    expect(formatMoney(money(120_000, 'USD'), 'en', { compact: true })).toBe('$1.2K');
  });

  it('adds and subtracts in one currency and refuses to mix them', () => {
    expect(add(money(150, 'USD'), money(250, 'USD'))).toEqual({ amount_minor: '400', currency: 'USD' });
    expect(subtract(money(150, 'USD'), money(250, 'USD'))).toEqual({ amount_minor: '-100', currency: 'USD' });
    expect(sum([money(1, 'EUR'), money(2, 'EUR')], 'EUR').amount_minor).toBe('3');
    expect(() => add(money(1, 'USD'), money(1, 'VND'))).toThrow(CurrencyMismatchError);
  });

  it('stays exact past 2^53 minor units: sums, comparison, major units and formatting', () => {
    const big = money('9007199254740993', 'USD'); // 2^53 + 1: no JavaScript number holds it
    expect(add(big, money(1, 'USD')).amount_minor).toBe('9007199254740994');
    expect(compareMoney(big, money(Number.MAX_SAFE_INTEGER, 'USD'))).toBe(1);
    expect(majorText(big)).toBe('90071992547409.93');
    expect(majorText(money(-5, 'KWD'))).toBe('-0.005');
    expect(formatMoney(big, 'en')).toBe('$90,071,992,547,409.93');
    expect(money(10n ** 20n, 'JPY').amount_minor).toBe('100000000000000000000');
  });

  it('caps one balance at a trillion major units, below 2^53 minor units in every currency', () => {
    expect(balanceCeiling('USD').amount_minor).toBe('100000000000000');
    expect(balanceCeiling('VND').amount_minor).toBe('1000000000000');
    for (const c of ['USD', 'JPY', 'KWD', 'CLF']) expect(BigInt(balanceCeiling(c).amount_minor)).toBeLessThan(2n ** 53n);
  });

  it('refuses fractions of a minor unit and unknown currencies', () => {
    expect(() => money(1.5, 'USD')).toThrow(RangeError);
    expect(() => money(2 ** 53, 'USD')).toThrow(RangeError); // a number past 2^53 may already have lost a digit
    expect(() => money('12.5', 'USD')).toThrow(RangeError);
    expect(() => money(1, 'XYZ1')).toThrow(RangeError);
  });
  it('knows ISO 4217 codes, not merely three capital letters', () => {
    expect(isCurrency('USD')).toBe(true);
    expect(isCurrency('VND')).toBe(true);
    expect(isCurrency('XYZ')).toBe(false);
    expect(isCurrency('usd')).toBe(false);
    expect(() => money(1, 'XYZ')).toThrow(RangeError);
  });
});
