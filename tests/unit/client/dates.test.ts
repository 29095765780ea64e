import { describe, expect, it } from 'vitest';
import { dateParts, formatDateTime, previousMonth } from '../../../src/client/lib/dates';

describe('dates', () => {
  it('formats YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
  });
  it('gives the previous month, across a year', () => {
    expect(previousMonth(new Date(2026, 0, 15))).toBe('2025-12');
    expect(previousMonth(new Date(2026, 2, 31))).toBe('2026-02');
  });
  it('gives zero-padded parts and the English month abbreviation', () => {
    expect(dateParts(new Date(2026, 8, 3, 4, 5, 6))).toEqual({ year: '2026', month: '09', date: '03', hour: '04', minute: '05', second: '06', monthAbbr: 'Sep' });
  });
});
