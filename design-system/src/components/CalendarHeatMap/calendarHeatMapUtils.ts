/*
 * Pure calendar arithmetic and colour levels for CalendarHeatMap. Dates are plain
 * 'YYYY-MM-DD' days counted in UTC so no time zone can shift them.
 */
import type { HeatLevel } from './CalendarHeatMap.types';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; NaN when it is not one. */
export function dayNumber(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const ms = Date.UTC(y, mo, d);
  const back = new Date(ms);
  // Reject 2026-02-30 and the like.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo || back.getUTCDate() !== d) return NaN;
  return Math.round(ms / DAY_MS);
}

/** The 'YYYY-MM-DD' of a day number. */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** Row of a day in its week column, given the first day of the week. */
export const rowOf = (day: number, firstDayOfWeek: 0 | 1): number => (weekdayOf(day) - firstDayOfWeek + 7) % 7;

export interface CalendarLayout {
  /** week columns of 7 days (top to bottom); null where the day is outside start…end */
  weeks: (string | null)[][];
  /** month labels: the month's first day, the column it starts at and how many columns it spans */
  months: { date: string; column: number; span: number }[];
}

/**
 * Weeks as columns and weekdays as rows, GitHub style. A month's label starts at the
 * column holding its first day (the start's month at column 0); it spans up to the next.
 */
/** Where the week starts without Intl week data: the common usage of our languages' main regions. */
const MONDAY_FIRST = new Set(['de', 'es', 'fr', 'ru', 'vi', 'zh', 'it', 'nl', 'pl', 'uk', 'tr', 'sv', 'da', 'nb', 'fi', 'cs', 'en-GB', 'pt-PT']);

/**
 * The locale's first day of the week as a calendar row (0 Sunday, 1 Monday), by Intl's week data
 * where the browser has it; a Saturday-first region starts on Sunday here (the grid has two layouts).
 */
export function localeFirstDayOfWeek(locale: string | undefined): 0 | 1 {
  if (!locale) return 0;
  try {
    const l = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?(): { firstDay: number }; weekInfo?: { firstDay: number } };
    const info = l.getWeekInfo?.() ?? l.weekInfo;
    if (info) return info.firstDay === 1 ? 1 : 0;
    return MONDAY_FIRST.has(l.baseName) || MONDAY_FIRST.has(l.language) ? 1 : 0;
  } catch {
    return 0;
  }
}

export function calendarLayout(start: string, end: string, firstDayOfWeek: 0 | 1 = 0): CalendarLayout {
  const first = dayNumber(start);
  const last = dayNumber(end);
  if (Number.isNaN(first) || Number.isNaN(last) || last < first) return { weeks: [], months: [] };
  const gridStart = first - rowOf(first, firstDayOfWeek);
  const columns = Math.floor((last - gridStart) / 7) + 1;
  const weeks: (string | null)[][] = [];
  const starts: { date: string; column: number }[] = [];
  for (let c = 0; c < columns; c++) {
    const week: (string | null)[] = [];
    for (let r = 0; r < 7; r++) {
      const day = gridStart + c * 7 + r;
      const inRange = day >= first && day <= last;
      const date = isoDate(day);
      week.push(inRange ? date : null);
      if (inRange && (day === first || date.endsWith('-01'))) {
        const monthStart = `${date.slice(0, 7)}-01`;
        if (!starts.some((s) => s.date === monthStart)) starts.push({ date: monthStart, column: c });
      }
    }
    weeks.push(week);
  }
  // Two months can start in one column (the start's month and the next): the later one wins it.
  const deduped = starts.filter((s, i) => starts[i + 1]?.column !== s.column);
  const months = deduped.map((s, i) => ({ ...s, span: (deduped[i + 1]?.column ?? columns) - s.column }));
  return { weeks, months };
}

/**
 * The three values that split the positive values into quarters (linear interpolation
 * between ranks, as spreadsheets' QUARTILE does). Zero and negative values are "no activity"
 * and do not count.
 */
export function quantileThresholds(values: readonly number[]): [number, number, number] {
  const positive = values.filter((v) => v > 0 && Number.isFinite(v)).sort((a, b) => a - b);
  if (!positive.length) return [0, 0, 0];
  const at = (q: number) => {
    const pos = (positive.length - 1) * q;
    const lo = Math.floor(pos);
    const hi = Math.ceil(pos);
    return positive[lo] + (positive[hi] - positive[lo]) * (pos - lo);
  };
  return [at(0.25), at(0.5), at(0.75)];
}

/** Colour level of a value: 0 for none, then 1–4 by the quarter of the positive values it falls in. */
export function heatLevel(value: number, thresholds: readonly [number, number, number]): HeatLevel {
  if (!(value > 0)) return 0;
  const [q1, q2, q3] = thresholds;
  if (value <= q1) return 1;
  if (value <= q2) return 2;
  if (value <= q3) return 3;
  return 4;
}

/** Level of every value at once, from the quartiles of the same values. */
export function heatLevels(values: readonly number[]): HeatLevel[] {
  const t = quantileThresholds(values);
  return values.map((v) => heatLevel(v, t));
}

/** The day reached from `date` by a navigation key, or null to stay. Grid semantics: no wrapping. */
export function moveInCalendar(
  date: string,
  key: string,
  options: { start: string; end: string; firstDayOfWeek: 0 | 1; rtl?: boolean; ctrlKey?: boolean },
): string | null {
  const day = dayNumber(date);
  const first = dayNumber(options.start);
  const last = dayNumber(options.end);
  const row = rowOf(day, options.firstDayOfWeek);
  let next: number;
  switch (key) {
    case 'ArrowUp':
      if (row === 0) return null;
      next = day - 1;
      break;
    case 'ArrowDown':
      if (row === 6) return null;
      next = day + 1;
      break;
    case 'ArrowLeft':
      next = day + (options.rtl ? 7 : -7);
      break;
    case 'ArrowRight':
      next = day + (options.rtl ? -7 : 7);
      break;
    case 'Home':
      // First day in this row (same weekday), or the very first day with Ctrl.
      if (options.ctrlKey) next = first;
      else for (next = day; next - 7 >= first; next -= 7);
      break;
    case 'End':
      if (options.ctrlKey) next = last;
      else for (next = day; next + 7 <= last; next += 7);
      break;
    default:
      return null;
  }
  if (next < first || next > last || next === day) return null;
  return isoDate(next);
}
