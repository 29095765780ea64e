import type { Db } from '../../db/client';
import type { ProgramAtRisk, QueuedChapter } from '../../../domain/api/planner';
import { dayIn } from '../../../domain/calendar-day';
import { attendanceBreak, milestoneShortfall } from '../../../domain/program-risk';
import { daysOfMonth } from '../../../domain/welfare';
import { welfareProgress } from '../welfare';

/** The words the queue sends out each day in `timeZone`: chapters with a date that pass the publishing checks. */
function queuedByDay(queue: readonly QueuedChapter[], timeZone: string): Map<string, number> {
  const byDay = new Map<string, number>();
  for (const chapter of queue) {
    if (!chapter.release_at || chapter.problem) continue;
    const day = dayIn(new Date(chapter.release_at), timeZone);
    byDay.set(day, (byDay.get(day) ?? 0) + chapter.words);
  }
  return byDay;
}

/**
 * The welfare programs the author is on track for that their queues (every planned novel's,
 * together) would break within the week: full attendance on the first day without a qualifying
 * release, a word milestone when the month closes short.
 */
export async function programRisks(db: Db, authorId: number, locale: string, queue: readonly QueuedChapter[], at: Date): Promise<ProgramAtRisk[]> {
  const { list } = await welfareProgress(db, authorId, locale, at);
  const risks: ProgramAtRisk[] = [];
  for (const program of list) {
    const base = { program_id: program.id, name: program.name, amount: program.amount };
    if (program.kind === 'full_attendance' && program.attendance && program.attendance.missed === 0) {
      const minWords = program.min_words ?? 1;
      const released = new Map(program.attendance.days.map((d) => [d.date, d.words]));
      const day = attendanceBreak(program.today, released, queuedByDay(queue, program.time_zone), minWords);
      if (day) risks.push({ ...base, kind: 'full_attendance', breaks_on: day, min_words: minWords, short_words: 0 });
    } else if (program.kind === 'word_milestone' && program.milestone && program.milestone.remaining > 0) {
      const short = milestoneShortfall(program.today, program.milestone.words, queuedByDay(queue, program.time_zone), program.milestone_words ?? 0);
      if (short > 0) risks.push({ ...base, kind: 'word_milestone', breaks_on: daysOfMonth(program.month).at(-1)!, min_words: 0, short_words: short });
    }
  }
  return risks;
}
