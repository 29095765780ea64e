import { describe, expect, it } from 'vitest';
import {
  calendarLayout,
  dayNumber,
  heatLevel,
  heatLevels,
  isoDate,
  moveInCalendar,
  quantileThresholds,
} from '../../../../design-system/src/components/CalendarHeatMap';

describe('dates', () => {
  it('round-trips calendar days without time zones and rejects impossible dates', () => {
    expect(isoDate(dayNumber('2026-11-02'))).toBe('2026-11-02');
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2024-02-29') + 1).toBe(dayNumber('2024-03-01'));
    expect(dayNumber('2026-02-30')).toBeNaN();
    expect(dayNumber('26-1-1')).toBeNaN();
  });
});

describe('calendarLayout', () => {
  it('lays out weeks as columns starting on Sunday, with days outside the range empty', () => {
    // 2026-01-01 is a Thursday.
    const { weeks } = calendarLayout('2026-01-01', '2026-01-14', 0);
    expect(weeks).toHaveLength(3);
    expect(weeks[0]).toEqual([null, null, null, null, '2026-01-01', '2026-01-02', '2026-01-03']);
    expect(weeks[1][0]).toBe('2026-01-04');
    expect(weeks[2]).toEqual(['2026-01-11', '2026-01-12', '2026-01-13', '2026-01-14', null, null, null]);
  });

  it('starts weeks on Monday when asked', () => {
    const { weeks } = calendarLayout('2026-01-01', '2026-01-04', 1);
    expect(weeks).toEqual([[null, null, null, '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']]);
  });

  it('labels each month at the column of its first day, spanning to the next', () => {
    const { weeks, months } = calendarLayout('2026-01-01', '2026-12-31', 0);
    expect(weeks).toHaveLength(53);
    expect(months.map((m) => m.date)).toEqual(Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`));
    // 2026-02-01 is a Sunday: January has five week columns.
    expect(months[0]).toEqual({ date: '2026-01-01', column: 0, span: 5 });
    expect(months.reduce((sum, m) => sum + m.span, 0)).toBe(53);
    // Every month label sits in the column holding its first day.
    for (const m of months) expect(weeks[m.column]).toContain(m.date);
  });

  it('gives the start month its label even when it starts mid-month', () => {
    const { months } = calendarLayout('2026-09-20', '2026-10-31', 0);
    expect(months[0]).toMatchObject({ date: '2026-09-01', column: 0 });
    expect(months[1].date).toBe('2026-10-01');
  });

  it('is empty for a bad or reversed range', () => {
    expect(calendarLayout('2026-02-01', '2026-01-01')).toEqual({ weeks: [], months: [] });
    expect(calendarLayout('nope', '2026-01-01')).toEqual({ weeks: [], months: [] });
  });
});

describe('levels', () => {
  it('splits the positive values into quartiles, ignoring zero days', () => {
    expect(quantileThresholds([0, 0, 1, 2, 3, 4])).toEqual([1.75, 2.5, 3.25]);
    expect(quantileThresholds([])).toEqual([0, 0, 0]);
    expect(quantileThresholds([0, -5])).toEqual([0, 0, 0]);
  });

  it('gives level 0 to no activity and 1–4 by quartile', () => {
    expect(heatLevels([0, 1, 2, 3, 4])).toEqual([0, 1, 2, 3, 4]);
    expect(heatLevels([500, 0, 2500, 1200, 4000, 800, 1200, 3000])).toEqual([1, 0, 3, 2, 4, 1, 2, 4]);
  });

  it('gives equal values one level (all 1 when all days are equal)', () => {
    expect(heatLevels([700, 700, 700])).toEqual([1, 1, 1]);
    expect(heatLevel(700, quantileThresholds([700]))).toBe(1);
  });

  it('treats values above the last quartile as level 4 and NaN as none', () => {
    const t = quantileThresholds([10, 20, 30, 40]);
    expect(heatLevel(1000, t)).toBe(4);
    expect(heatLevel(Number.NaN, t)).toBe(0);
  });
});

describe('moveInCalendar', () => {
  const year = { start: '2026-01-01', end: '2026-12-31', firstDayOfWeek: 0 as const };

  it('moves by day up and down within the week column, by week left and right', () => {
    expect(moveInCalendar('2026-11-02', 'ArrowDown', year)).toBe('2026-11-03');
    expect(moveInCalendar('2026-11-02', 'ArrowUp', year)).toBe('2026-11-01');
    expect(moveInCalendar('2026-11-02', 'ArrowRight', year)).toBe('2026-11-09');
    expect(moveInCalendar('2026-11-02', 'ArrowLeft', year)).toBe('2026-10-26');
  });

  it('does not wrap between columns and stays inside the range', () => {
    expect(moveInCalendar('2026-11-01', 'ArrowUp', year)).toBeNull(); // Sunday, first row
    expect(moveInCalendar('2026-11-07', 'ArrowDown', year)).toBeNull(); // Saturday, last row
    expect(moveInCalendar('2026-01-03', 'ArrowLeft', year)).toBeNull();
    expect(moveInCalendar('2026-12-30', 'ArrowRight', year)).toBeNull();
  });

  it('flips left and right in right-to-left layouts', () => {
    expect(moveInCalendar('2026-11-02', 'ArrowLeft', { ...year, rtl: true })).toBe('2026-11-09');
  });

  it('goes to the first and last day of the row with Home and End, of the range with Ctrl', () => {
    expect(moveInCalendar('2026-11-02', 'Home', year)).toBe('2026-01-05');
    expect(moveInCalendar('2026-11-02', 'End', year)).toBe('2026-12-28');
    expect(moveInCalendar('2026-11-02', 'Home', { ...year, ctrlKey: true })).toBe('2026-01-01');
    expect(moveInCalendar('2026-11-02', 'End', { ...year, ctrlKey: true })).toBe('2026-12-31');
    expect(moveInCalendar('2026-11-02', 'PageDown', year)).toBeNull();
  });

  it('follows a Monday-first week', () => {
    const monday = { ...year, firstDayOfWeek: 1 as const };
    expect(moveInCalendar('2026-11-02', 'ArrowUp', monday)).toBeNull(); // Monday, first row
    expect(moveInCalendar('2026-11-01', 'ArrowDown', monday)).toBeNull(); // Sunday, last row
  });
});
