import { describe, expect, it } from 'vitest';
import { attendanceBreak, horizon, milestoneShortfall } from '../../../src/domain/program-risk';

const days = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('the week a program warning looks at', () => {
  it('is today and the six days after it, within the month', () => {
    expect(horizon('2026-12-07')).toEqual(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13']);
    expect(horizon('2026-12-29')).toEqual(['2026-12-29', '2026-12-30', '2026-12-31']);
  });
});

describe('full attendance', () => {
  it('breaks on the first day neither released nor queued words reach the minimum', () => {
    const released = days({ '2026-12-07': 1200 });
    const queued = days({ '2026-12-08': 1500, '2026-12-09': 800, '2026-12-10': 1000 });
    expect(attendanceBreak('2026-12-07', released, queued, 1000)).toBe('2026-12-09');
  });
  it('counts today’s release still queued, and a day met by two small chapters', () => {
    const queued = days({ '2026-12-07': 1000, '2026-12-08': 600 });
    const released = days({ '2026-12-08': 400 });
    expect(attendanceBreak('2026-12-07', released, queued, 1000)).toBe('2026-12-09');
  });
  it('is not at risk when the week is covered, nor for a day past the month', () => {
    const queued = days(Object.fromEntries(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31'].map((d) => [d, 2000])));
    expect(attendanceBreak('2026-12-27', new Map(), queued, 1000)).toBeNull();
  });
  it('breaks today when nothing goes out today', () => {
    expect(attendanceBreak('2026-12-07', new Map(), days({ '2026-12-08': 5000 }), 1000)).toBe('2026-12-07');
  });
});

describe('word milestone', () => {
  it('says nothing while the month’s end is more than a week away', () => {
    expect(milestoneShortfall('2026-12-20', 0, new Map(), 50_000)).toBe(0);
  });
  it('counts what the queue sends before the month closes, not after', () => {
    const queued = days({ '2026-12-28': 3000, '2026-12-31': 2000, '2027-01-01': 9000 });
    expect(milestoneShortfall('2026-12-25', 40_000, queued, 50_000)).toBe(5000);
    expect(milestoneShortfall('2026-12-25', 45_000, queued, 50_000)).toBe(0);
  });
});
