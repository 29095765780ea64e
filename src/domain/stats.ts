/**
 * Reading figures' rules: the ranges /dataCenter offers, how a range is laid out in
 * points, and the comparisons shown beside each figure. Days are calendar days (YYYY-MM-DD); the
 * platform counts them in UTC and "today" is the author's.
 */
import { dayIn, isDay } from './calendar-day';

/** A platform call carries at most this many rows (novel and chapter rows together). */
export const STATS_INGEST_MAX_ROWS = 10_000;
/** The presets, in days back from today (today included). */
export const STATS_RANGES = ['7', '30', '90', '365'] as const;
export type StatsRangePreset = (typeof STATS_RANGES)[number];
/** The longest custom range: five years and a leap day or two. */
export const STATS_MAX_DAYS = 1_830;
/** How many chapters are marked as "where most readers stop". */
export const STOP_CHAPTERS = 3;

export type Grain = 'day' | 'week' | 'month';
const DAY_MS = 86_400_000;

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => toDay(toMs(day) + n * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((toMs(to) - toMs(from)) / DAY_MS) + 1;
/** A calendar day in the platform's years (src/domain/calendar-day.ts). */
export { isDay };

export interface DayRange {
  from: string;
  to: string;
  days: number;
}

/** Why a range cannot be shown, as a message id; undefined when it can. */
export function rangeProblem(from: string, to: string): string | undefined {
  if (!isDay(from) || !isDay(to)) return 'stats.range.invalid';
  if (from > to) return 'stats.range.order';
  if (daysBetween(from, to) > STATS_MAX_DAYS) return 'stats.range.tooLong';
  return undefined;
}

/** The range a preset means on `now` for an author in `timeZone`: the last `n` days, today included. */
export function presetRange(preset: StatsRangePreset, now: Date, timeZone: string): DayRange {
  const to = dayIn(now, timeZone);
  const days = Number(preset);
  return { from: addDays(to, 1 - days), to, days };
}

export const rangeOf = (from: string, to: string): DayRange => ({ from, to, days: daysBetween(from, to) });
/**
 * The last day of a range whose figures are final, or null when none is yet. The platform counts
 * its days in UTC, so a day is final once it is over there: today (and any later day of a custom
 * range) is still being counted, and its figure so far is partial, never the day's.
 */
export function countedThrough(range: DayRange, now: Date): string | null {
  const yesterday = addDays(dayIn(now, 'UTC'), -1);
  const last = range.to < yesterday ? range.to : yesterday;
  return last < range.from ? null : last;
}

/** The period of the same length just before a range, for "compared with the previous period". */
export const previousRange = (r: DayRange): DayRange => rangeOf(addDays(r.from, -r.days), addDays(r.from, -1));

/** What one point of a chart covers: days up to three months, weeks up to two years, then months. */
export const grainFor = (days: number): Grain => (days <= 92 ? 'day' : days <= 731 ? 'week' : 'month');

/** The first day of the period holding `day` (weeks start on Monday, as ISO 8601 and PostgreSQL's date_trunc). */
export function periodStart(day: string, grain: Grain): string {
  if (grain === 'day') return day;
  if (grain === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(toMs(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Every period start from `from` to `to`, for charts that show empty periods as zero. */
export function periodStarts(range: DayRange, grain: Grain): string[] {
  const starts: string[] = [];
  let start = periodStart(range.from, grain);
  while (start <= range.to) {
    starts.push(start);
    start = grain === 'day' ? addDays(start, 1) : grain === 'week' ? addDays(start, 7) : nextMonth(start);
  }
  return starts;
}

const nextMonth = (first: string) => {
  const d = new Date(toMs(first));
  return toDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
};

/** The last day of the period starting at `start`. */
export const periodEnd = (start: string, grain: Grain) => (grain === 'day' ? start : grain === 'week' ? addDays(start, 6) : addDays(nextMonth(start), -1));

/** Whether the whole period starting at `start` lies inside the range. */
export const isWholePeriod = (start: string, grain: Grain, range: DayRange) => start >= range.from && periodEnd(start, grain) <= range.to;

/** Days of the period starting at `start` that fall inside the range. */
export function daysInside(start: string, grain: Grain, range: DayRange): number {
  const end = periodEnd(start, grain);
  const from = start < range.from ? range.from : start;
  const to = end > range.to ? range.to : end;
  return from > to ? 0 : daysBetween(from, to);
}

/**
 * The points of a chart over a range whose figures are final through `countedTo`: every period
 * holding a counted day, with `days` the counted days of it inside the range. Days not counted
 * yet have no point at all, so no chart draws them as zero.
 */
export function countedPeriods(range: DayRange, grain: Grain, countedTo: string | null): { start: string; days: number }[] {
  if (countedTo === null) return [];
  const counted = rangeOf(range.from, countedTo < range.to ? countedTo : range.to);
  return periodStarts(counted, grain).map((start) => ({ start, days: daysInside(start, grain, counted) }));
}

/** The change from `before` to `now` in whole per cent, or null when there was nothing before. */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return now === 0 ? 0 : null;
  return Math.round(((now - before) / before) * 100);
}

/** Per-mille of `part` in `whole`, capped at 1,000 (edges of a range can hold more starts than finishes); null without a whole. */
export function perMille(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.min(1000, Math.round((part / whole) * 1000));
}
