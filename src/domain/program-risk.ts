/**
 * Where a release queue breaks a welfare program the author is in, seen a week ahead: the first day
 * of the month left without a qualifying release (full attendance), or a month that closes short of
 * its words (word milestone). Days are calendar days (YYYY-MM-DD) in the program's time zone.
 */
import { daysOfMonth } from './welfare';

/** How far ahead a break is warned of, in days (today included). */
export const RISK_HORIZON_DAYS = 7;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The days from `today` that a warning looks at: the rest of the month, at most a week of it. */
export function horizon(today: string): string[] {
  return daysOfMonth(today.slice(0, 7)).filter((day) => day >= today && day < addDays(today, RISK_HORIZON_DAYS));
}

/**
 * The first day within the week ahead (this month) whose released and queued words together fall
 * short of `minWords`, or null. `released` and `queued` map days to words.
 */
export function attendanceBreak(today: string, released: ReadonlyMap<string, number>, queued: ReadonlyMap<string, number>, minWords: number): string | null {
  return horizon(today).find((day) => (released.get(day) ?? 0) + (queued.get(day) ?? 0) < minWords) ?? null;
}

/**
 * The words a month would close short of its milestone by, once its last day is within the week
 * ahead, or 0: `words` released so far and the queue's words still to go out this month.
 */
export function milestoneShortfall(today: string, words: number, queued: ReadonlyMap<string, number>, target: number): number {
  const days = horizon(today);
  const month = daysOfMonth(today.slice(0, 7));
  if (days.at(-1) !== month.at(-1)) return 0;
  const coming = days.reduce((sum, day) => sum + (queued.get(day) ?? 0), 0);
  return Math.max(0, target - words - coming);
}
