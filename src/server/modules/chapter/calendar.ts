import type { Db } from '../../db/client';
import { scheduledReleases, writingDays, writingHistory } from './chapter-store';
import type { WritingCalendar } from '../../../domain/api/chapters';
import { dayIn } from '../../../domain/calendar-day';

const DAY_MS = 86_400_000;


const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const previousDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** Streaks of consecutive writing days: the one running today (or up to yesterday) and the longest. */
export function streaks(writingDays: string[], today: string): { current: number; longest: number } {
  const days = new Set(writingDays);
  let longest = 0;
  for (const day of days) {
    if (days.has(previousDay(day))) continue;
    let length = 1;
    for (let d = nextDay(day); days.has(d); d = nextDay(d)) length++;
    longest = Math.max(longest, length);
  }
  let current = 0;
  let d = days.has(today) ? today : previousDay(today);
  while (days.has(d)) {
    current++;
    d = previousDay(d);
  }
  return { current, longest };
}

/**
 * Words written and chapters released per day between `from` and `to`
 * (inclusive, days in `timeZone`), scheduled releases from today on, and
 * the writing streaks over the whole history.
 */
export async function writingCalendar(db: Db, authorId: number, query: { from: string; to: string; timeZone: string }, now = new Date()): Promise<WritingCalendar> {
  const days = await writingDays(db, authorId, query);
  const history = await writingHistory(db, authorId, query.timeZone);
  const scheduled = await scheduledReleases(db, authorId, query.timeZone, now, new Date(now.getTime() + 400 * DAY_MS));
  const list = days.map((d) => ({ date: d.date, words: Number(d.words), chapters: Number(d.chapters) }));
  return {
    time_zone: query.timeZone,
    from: query.from,
    to: query.to,
    days: list,
    scheduled: scheduled.map((s) => ({ date: s.date, chapters: Number(s.chapters) })),
    streak: streaks(
      history.map((h) => h.date),
      dayIn(now, query.timeZone),
    ),
    total_words: list.reduce((sum, d) => sum + d.words, 0),
  };
}
