import { describe, expect, it } from 'vitest';
import { goalStreak, periodStart, totalsByPeriod } from '../../../src/domain/writing-goal';

const days = (entries: [string, number, number?][]) => entries.map(([date, typed, added = 0]) => ({ date, typed, added }));

describe('writing goals', () => {
  it('starts a week on Monday', () => {
    expect(periodStart('2027-01-07', 'week')).toBe('2027-01-04');
    expect(periodStart('2027-01-04', 'week')).toBe('2027-01-04');
    expect(periodStart('2027-01-10', 'week')).toBe('2027-01-04');
    expect(periodStart('2027-01-10', 'day')).toBe('2027-01-10');
  });

  it('counts typed words towards a streak, never the added ones', () => {
    const totals = totalsByPeriod(days([['2027-01-04', 500], ['2027-01-05', 200, 5000], ['2027-01-06', 600], ['2027-01-07', 700]]), 'day');
    // The 5th had only 200 typed (5,000 pasted): the run is the 6th and 7th.
    expect(goalStreak(totals, 500, '2027-01-07', 'day')).toEqual({ current: 2, longest: 2 });
  });

  it('keeps yesterday’s run while today is under way, and breaks it after a missed day', () => {
    const totals = totalsByPeriod(days([['2027-01-05', 500], ['2027-01-06', 500]]), 'day');
    expect(goalStreak(totals, 500, '2027-01-07', 'day')).toEqual({ current: 2, longest: 2 });
    expect(goalStreak(totals, 500, '2027-01-08', 'day')).toEqual({ current: 0, longest: 2 });
  });

  it('sums a week’s days and runs week by week', () => {
    const totals = totalsByPeriod(days([['2026-12-28', 2000], ['2027-01-01', 1500], ['2027-01-05', 1000], ['2027-01-09', 2600]]), 'week');
    expect(totals.get('2026-12-28')).toEqual({ typed: 3500, added: 0 });
    expect(goalStreak(totals, 3000, '2027-01-10', 'week')).toEqual({ current: 2, longest: 2 });
  });

  it('has no streak without a goal', () => {
    expect(goalStreak(totalsByPeriod(days([['2027-01-07', 900]]), 'day'), 0, '2027-01-07', 'day')).toEqual({ current: 0, longest: 0 });
  });
});
