/** Honest writing goals: words typed in the editor count; words that came in whole are shown apart. */

/** One save adding more words than this is a paste (nobody types it between two autosaves): it counts as added. */
export const PASTE_WORDS_MAX = 1000;
export const GOAL_PERIODS = ['day', 'week'] as const;
export type GoalPeriod = (typeof GOAL_PERIODS)[number];
export const GOAL_WORDS_MAX = 100_000;

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first day of the period a day is in: itself, or the Monday of its week. */
export function periodStart(day: string, period: GoalPeriod): string {
  if (period === 'day') return day;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shift(day, -((weekday + 6) % 7));
}

/** Words per period (keyed by its first day) from words per day. */
export function totalsByPeriod(days: { date: string; typed: number; added: number }[], period: GoalPeriod): Map<string, { typed: number; added: number }> {
  const totals = new Map<string, { typed: number; added: number }>();
  for (const d of days) {
    const key = periodStart(d.date, period);
    const t = totals.get(key) ?? { typed: 0, added: 0 };
    totals.set(key, { typed: t.typed + d.typed, added: t.added + d.added });
  }
  return totals;
}

/**
 * Periods in a row whose typed words reached the goal: the run up to today's period (which still
 * counts while it is under way: yesterday's run stands until today ends) and the longest.
 */
export function goalStreak(totals: Map<string, { typed: number }>, goal: number, today: string, period: GoalPeriod): { current: number; longest: number } {
  const step = period === 'day' ? 1 : 7;
  const met = new Set([...totals].filter(([, t]) => goal > 0 && t.typed >= goal).map(([k]) => k));
  let longest = 0;
  for (const start of met) {
    if (met.has(shift(start, -step))) continue;
    let length = 1;
    while (met.has(shift(start, length * step))) length++;
    longest = Math.max(longest, length);
  }
  let current = 0;
  const now = periodStart(today, period);
  for (let p = met.has(now) ? now : shift(now, -step); met.has(p); p = shift(p, -step)) current++;
  return { current, longest };
}
