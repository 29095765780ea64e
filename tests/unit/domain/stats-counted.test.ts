import { describe, expect, it } from 'vitest';
import { countedPeriods, countedThrough, grainFor, presetRange, rangeOf, STATS_RANGES } from '../../../src/domain/stats';

// 20:00 UTC on 10 March 2027: already 11 March in Bangkok, still 10 March in UTC.
const now = new Date('2027-03-10T20:00:00Z');

describe('days still being counted', () => {
  it('ends every preset on the last day that is over in UTC: today is never a point', () => {
    for (const preset of STATS_RANGES) {
      const range = presetRange(preset, now, 'UTC');
      const to = countedThrough(range, now);
      expect(to).toBe('2027-03-09');
      const points = countedPeriods(range, grainFor(range.days), to);
      const last = points[points.length - 1];
      expect(last.start <= '2027-03-09').toBe(true);
      expect(points.some((p) => p.start === '2027-03-10')).toBe(false);
    }
    const week = presetRange('7', now, 'UTC');
    expect(countedPeriods(week, 'day', countedThrough(week, now)).map((p) => p.start)).toEqual(['2027-03-04', '2027-03-05', '2027-03-06', '2027-03-07', '2027-03-08', '2027-03-09']);
  });

  it('leaves out the author’s today and the platform’s today when the author is ahead of UTC', () => {
    const range = presetRange('7', now, 'Asia/Bangkok');
    expect(range.to).toBe('2027-03-11');
    expect(countedThrough(range, now)).toBe('2027-03-09');
  });

  it('draws no point for days of a custom range that have not happened, and none at all for a range wholly ahead', () => {
    const ahead = rangeOf('2027-03-05', '2027-04-30');
    expect(countedPeriods(ahead, 'day', countedThrough(ahead, now)).map((p) => p.start).pop()).toBe('2027-03-09');
    const future = rangeOf('2027-03-10', '2027-03-20');
    expect(countedThrough(future, now)).toBeNull();
    expect(countedPeriods(future, 'day', null)).toEqual([]);
    // A past range is counted to its end.
    const past = rangeOf('2027-01-01', '2027-01-31');
    expect(countedThrough(past, now)).toBe('2027-01-31');
    expect(countedPeriods(past, 'day', '2027-01-31')).toHaveLength(31);
  });

  it('gives a week still being counted only its counted days, and drops a week with none', () => {
    // 10 March 2027 is a Wednesday: its week began on Monday 8 March.
    const year = presetRange('365', now, 'UTC');
    const weeks = countedPeriods(year, 'week', countedThrough(year, now));
    expect(weeks[weeks.length - 1]).toEqual({ start: '2027-03-08', days: 2 });
    // On Monday 8 March, that week has no counted day yet: the series ends with the week before.
    const monday = new Date('2027-03-08T12:00:00Z');
    const fromMonday = presetRange('365', monday, 'UTC');
    const before = countedPeriods(fromMonday, 'week', countedThrough(fromMonday, monday));
    expect(before[before.length - 1]).toEqual({ start: '2027-03-01', days: 7 });
  });
});
