import { describe, expect, it } from 'vitest';
import { authorShareOf, grossMinorOf, minorFromMajor, monthOf, shareOf } from '../../../src/domain/ledger';

describe('ledger arithmetic', () => {
  it('turns coins at a recorded rate into minor units exactly, rounding half to even once', () => {
    expect(grossMinorOf(2468, '0.01', 2)).toBe(2468);
    expect(grossMinorOf(1, '0.125', 2)).toBe(12);
    expect(grossMinorOf(1, '0.135', 2)).toBe(14);
    expect(grossMinorOf(3, '0.1', 2)).toBe(30); // 0.1 × 3 is 0.30000000000000004 in floating point
    expect(grossMinorOf(7, '250', 0)).toBe(1750); // VND: no minor digits
    expect(grossMinorOf(3, '0.5', 0)).toBe(2); // 1.5 ₫ → 2 (even)
    expect(grossMinorOf(5, '0.5', 0)).toBe(2); // 2.5 ₫ → 2 (even)
    expect(grossMinorOf(1, '0.0005', 3)).toBe(0); // KWD: 0.5 fils → 0 (even)
    expect(grossMinorOf(0, '0.02', 2)).toBe(0);
    expect(grossMinorOf(9_000_000_000, '0.000000000001', 2)).toBe(1); // 0.009 → 1 cent
  });

  it('refuses what is not a count of coins or a decimal rate', () => {
    for (const rate of ['', '1e-3', '-0.1', '0.', '.5', '1,5', 'NaN', '0.1234567890123']) expect(() => grossMinorOf(1, rate, 2), rate).toThrow(RangeError);
    expect(() => grossMinorOf(-1, '0.01', 2)).toThrow(RangeError);
    expect(() => grossMinorOf(1.5, '0.01', 2)).toThrow(RangeError);
  });

  it('takes the author’s share in basis points, rounding half to even', () => {
    expect(shareOf(2468, 5000)).toBe(1234);
    expect(shareOf(1, 5000)).toBe(0); // 0.5 → 0
    expect(shareOf(3, 5000)).toBe(2); // 1.5 → 2
    expect(shareOf(1000, 10_000)).toBe(1000);
    expect(shareOf(1000, 0)).toBe(0);
    expect(() => shareOf(1000, 10_001)).toThrow(RangeError);
    expect(() => shareOf(-1, 5000)).toThrow(RangeError);
  });

  it('names the month of a day', () => {
    expect(monthOf('2026-02-28')).toBe('2026-02');
  });
  it('reads a typed amount in the currency’s own decimals, without floating point', () => {
    expect(minorFromMajor('12.34', 2)).toBe(1234);
    expect(minorFromMajor('-2.3', 2)).toBe(-230);
    expect(minorFromMajor('0.29', 2)).toBe(29); // 0.29 × 100 is 28.999999999999996 in floating point
    expect(minorFromMajor('1500', 0)).toBe(1500);
    expect(minorFromMajor('1.5', 0)).toBeNull();
    expect(minorFromMajor('1.234', 2)).toBeNull();
    for (const text of ['', '1e3', '1,5', '--1', '.5', 'abc']) expect(minorFromMajor(text, 2), text).toBeNull();
  });

  it('rounds the author’s share once, from coins × rate × share exactly, half to even', () => {
    expect(authorShareOf(1, '0.013', 2, 5000)).toBe(1); // 0.65 cent → 1 (the gross rounded first gave 1 → 0.5 → 0)
    expect(authorShareOf(2468, '0.01', 2, 5000)).toBe(1234);
    expect(authorShareOf(1, '0.01', 2, 5000)).toBe(0); // 0.5 → 0 (even)
    expect(authorShareOf(3, '0.01', 2, 5000)).toBe(2); // 1.5 → 2 (even)
    expect(authorShareOf(7, '250', 0, 5000)).toBe(875);
    expect(authorShareOf(7, '0.003', 2, 7000)).toBe(1); // 2.1 × 0.7 = 1.47 → 1 (gross first: 2 × 0.7 = 1.4 → 1)
    expect(authorShareOf(9, '0.003', 2, 5000)).toBe(1); // 1.35 → 1 (gross first: 3 × 0.5 = 1.5 → 2)
    expect(() => authorShareOf(1, '0.01', 2, 10_001)).toThrow(RangeError);
  });
});
