import type { Db } from '../../db/client';
import { writingLogRepository } from './writing-log-repository';

/**
 * Words released per day (YYYY-MM-DD in `timeZone`) in a month (YYYY-MM): each release counts its
 * chapter's words (a deleted chapter none; a release logged without its chapter, the words logged).
 * From the writing log the editor fills on every release.
 */
export async function releasedByDay(db: Db, authorId: number, month: string, timeZone: string): Promise<Map<string, number>> {
  const rows = await writingLogRepository(db).releasedByDay(authorId, month, timeZone);
  return new Map(rows.map((r) => [r.day, Number(r.words)]));
}

/** Authors and the words they released in a month (in `timeZone`), for the close's grants. */
export async function releasedInMonth(db: Db, month: string, timeZone: string): Promise<{ authorId: number; words: number }[]> {
  const rows = await writingLogRepository(db).releasedInMonth(month, timeZone);
  return rows.map((r) => ({ authorId: r.authorId, words: Number(r.words) }));
}
