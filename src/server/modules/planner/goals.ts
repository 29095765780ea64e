import type { Db } from '../../db/client';
import type { GoalSaveBody, WritingGoal } from '../../../domain/api/planner';
import { isTimeZone } from '../../../domain/chapter';
import { zonedDay } from '../../../domain/release-plan';
import { goalStreak, periodStart, totalsByPeriod, type GoalPeriod } from '../../../domain/writing-goal';
import { ValidationError } from '../../lib/errors';
import { novelWritingDays, requireNovel } from '../chapter';
import { goalsRepository } from './goals-repository';

const DAY_MS = 86_400_000;
/** How far back a streak is followed: long enough for any run worth showing, short enough to read quickly. */
const STREAK_DAYS = 800;
const SHOWN_DAYS = 28;

/**
 * Writing goals per novel, kept on the server so every device shows the same: words typed in the
 * editor count towards the goal and the streak; words that came in whole (long pastes, restores)
 * are shown apart.
 */
export function goalService(db: Db, now: () => Date) {
  const goals = goalsRepository(db);

  async function get(authorId: number, novelId: number): Promise<WritingGoal> {
    await requireNovel(db, authorId, novelId);
    const at = now();
    const goal = await goals.goal(novelId);
    const timeZone = goal?.timeZone ?? 'UTC';
    const period = (goal?.period ?? 'day') as GoalPeriod;
    const days = await novelWritingDays(db, novelId, timeZone, new Date(at.getTime() - STREAK_DAYS * DAY_MS));
    const today = zonedDay(at, timeZone);
    const totals = totalsByPeriod(days, period);
    const start = periodStart(today, period);
    const byDay = new Map(days.map((d) => [d.date, d]));
    const shown = Array.from({ length: SHOWN_DAYS }, (_, i) => zonedDay(new Date(at.getTime() - (SHOWN_DAYS - 1 - i) * DAY_MS), timeZone));
    return {
      original_book_id: novelId,
      period: goal ? period : null,
      words: goal?.words ?? 0,
      time_zone: timeZone,
      current: { start, ...(totals.get(start) ?? { typed: 0, added: 0 }) },
      streak: goalStreak(totals, goal?.words ?? 0, today, period),
      days: shown.map((date) => ({ date, typed: byDay.get(date)?.typed ?? 0, added: byDay.get(date)?.added ?? 0 })),
    };
  }

  async function save(authorId: number, body: GoalSaveBody): Promise<WritingGoal> {
    await requireNovel(db, authorId, body.original_book_id);
    if (!isTimeZone(body.time_zone)) throw new ValidationError({ time_zone: { id: 'validation.timeZone' } });
    await goals.save(body.original_book_id, { period: body.period, words: body.words, timeZone: body.time_zone }, now());
    return get(authorId, body.original_book_id);
  }

  return { get, save };
}
