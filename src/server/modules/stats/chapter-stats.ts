/** GET /v1/stats.chapters (/dataCenter2): one novel's chapters over a range, where readers stop, and conversion at the first paid chapter. */
import type { Db } from '../../db/client';
import type { ChapterFigures, ChapterStats } from '../../../domain/api/stats';
import { perMille, STOP_CHAPTERS } from '../../../domain/stats';
import { AppError } from '../../lib/errors';
import { ApiCode } from '../../../domain/errors';
import { resolveRange, type RangeInput } from './range';
import { authorNovels, chapterSums, liveChapters } from './stats-repository';

/** GET /v1/stats.chapters: one novel's chapters over a range, in order. */
export async function chapterStats(db: Db, userId: number, input: RangeInput, now = new Date()): Promise<ChapterStats> {
  const { range } = resolveRange(input, now);
  const mine = await authorNovels(db, userId);
  const id = input.novel && input.novel !== 'all' ? Number(input.novel) : mine[0]?.id;
  const novel = mine.find((n) => n.id === id);
  if (!novel) throw new AppError(ApiCode.NotFound, 'novel.notFound');
  const sums = await chapterSums(db, novel.id, range);
  const list = await liveChapters(db, novel.id);
  const rows: ChapterFigures[] = list.map((c, i) => {
    const s = sums.get(c.id) ?? { started: 0, finished: 0, unlocks: 0, comments: 0 };
    const next = list[i + 1] ? (sums.get(list[i + 1].id)?.started ?? 0) : null;
    return {
      chapter_id: c.id,
      code: c.code,
      title: c.title,
      first_paid: c.firstPaid,
      reads_started: s.started,
      reads_finished: s.finished,
      unlocks: s.unlocks,
      comments: s.comments,
      went_on_pm: next === null ? null : perMille(next, s.finished),
      drop_off: next === null ? 0 : Math.max(0, s.started - next),
      stop: false,
    };
  });
  // Where readers stop: the lowest share going on, among chapters with enough readers to tell
  // (a twentieth of the most-finished chapter's, and at least 10).
  const enough = Math.max(10, Math.max(0, ...rows.map((r) => r.reads_finished)) / 20);
  const stops = rows
    .filter((r) => r.went_on_pm !== null && r.went_on_pm < 1000 && r.reads_finished >= enough)
    .sort((a, b) => a.went_on_pm! - b.went_on_pm! || b.drop_off - a.drop_off)
    .slice(0, STOP_CHAPTERS);
  for (const r of stops) r.stop = true;
  const paidIndex = rows.findIndex((r) => r.first_paid);
  const before = paidIndex > 0 ? rows[paidIndex - 1] : undefined;
  return {
    range,
    novel,
    chapters: rows,
    funnel: {
      started_first: rows[0]?.reads_started ?? 0,
      finished_first: rows[0]?.reads_finished ?? 0,
      started_last: rows[rows.length - 1]?.reads_started ?? 0,
      finished_last: rows[rows.length - 1]?.reads_finished ?? 0,
    },
    paid:
      paidIndex >= 0
        ? {
            code: rows[paidIndex].code,
            finished_before: before?.reads_finished ?? 0,
            unlocks: rows[paidIndex].unlocks,
            conversion_pm: before ? perMille(rows[paidIndex].unlocks, before.reads_finished) : null,
          }
        : null,
    novels: mine,
  };
}
