import { describe, expect, it } from 'vitest';
import { CurrencyMismatchError, add, currencyExponent, formatMoney, money, subtract, sum, toMajor, isCurrency } from '../../../src/domain/money';

describe('Money', () => {
  it('takes the exponent from the currency: none for VND and JPY, two for USD, three for KWD', () => {
    expect([currencyExponent('VND'), currencyExponent('JPY'), currencyExponent('USD'), currencyExponent('KWD')]).toEqual([0, 0, 2, 3]);
    expect(toMajor(money(1_234_500, 'VND'))).toBe(1_234_500);
    expect(toMajor(money(1234, 'USD'))).toBe(12.34);
  });

  it('formats 1,234,500 VND and ¥12,345 with no invented decimals, and cents where the currency has them', () => {
    expect(formatMoney(money(1_234_500, 'VND'), 'en')).toBe('₫1,234,500');
    expect(formatMoney(money(1_234_500, 'VND'), 'vi')).toMatch(/^1\.234\.500\s₫$/);
    expect(formatMoney(money(12_345, 'JPY'), 'en')).toBe('¥12,345');
    expect(formatMoney(money(1_284_550, 'USD'), 'en')).toBe('$12,845.50');
    expect(formatMoney(money(1_284_550, 'USD'), 'de')).toMatch(/^12\.845,50\s\$$/);
  });

  it('adds and subtracts in one currency and refuses to mix them', () => {
    expect(add(money(150, 'USD'), money(250, 'USD'))).toEqual({ amount_minor: 400, currency: 'USD' });
    expect(subtract(money(150, 'USD'), money(250, 'USD'))).toEqual({ amount_minor: -100, currency: 'USD' });
    expect(sum([money(1, 'EUR'), money(2, 'EUR')], 'EUR').amount_minor).toBe(3);
    expect(() => add(money(1, 'USD'), money(1, 'VND'))).toThrow(CurrencyMismatchError);
  });

  it('refuses fractions of a minor unit and unknown currencies', () => {
    expect(() => money(1.5, 'USD')).toThrow(RangeError);
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
