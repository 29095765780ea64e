import { describe, expect, it } from 'vitest';
import { INT4_MAX, idFromText } from '../../../src/domain/ids';

describe('an id written in an address', () => {
  it('is a whole number from 1 to the largest integer the database holds', () => {
    expect(idFromText('1')).toBe(1);
    expect(idFromText('0012')).toBe(12);
    expect(idFromText(String(INT4_MAX))).toBe(INT4_MAX);
  });

  it('is nothing else: empty, zero, signs, decimals, exponents, spaces or too large', () => {
    for (const raw of [undefined, null, '', '0', '-3', '+3', '1.5', '1e3', ' 7', '7 ', '0x10', String(INT4_MAX + 1), '99999999999', '١٢']) {
      expect(idFromText(raw), String(raw)).toBeUndefined();
    }
  });
});
