import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, writingLog } from '../../db/schema';

/**
 * Words released per day (YYYY-MM-DD in `timeZone`) in a month (YYYY-MM): each release counts its
 * chapter's words (a deleted chapter none; a release logged without its chapter, the words logged).
 * From the writing log the editor fills on every release.
 */
export async function releasedByDay(db: Db, authorId: number, month: string, timeZone: string): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${writingLog.at} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, words: sql<number>`sum(coalesce(${chapters.words}, ${writingLog.words}))::int` })
    .from(writingLog)
    .leftJoin(chapters, eq(chapters.id, writingLog.chapterId))
    .where(
      and(
        eq(writingLog.authorId, authorId),
        eq(writingLog.released, 1),
        isNull(chapters.deletedAt),
        sql`to_char(${writingLog.at} at time zone ${timeZone}, 'YYYY-MM') = ${month}`,
      ),
    )
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.day, Number(r.words)]));
}

/** Authors and the words they released in a month (in `timeZone`), for the close's grants. */
export async function releasedInMonth(db: Db, month: string, timeZone: string): Promise<{ authorId: number; words: number }[]> {
  const rows = await db
    .select({ authorId: writingLog.authorId, words: sql<number>`sum(coalesce(${chapters.words}, ${writingLog.words}))::int` })
    .from(writingLog)
    .leftJoin(chapters, eq(chapters.id, writingLog.chapterId))
    .where(and(eq(writingLog.released, 1), isNull(chapters.deletedAt), sql`to_char(${writingLog.at} at time zone ${timeZone}, 'YYYY-MM') = ${month}`))
    .groupBy(writingLog.authorId);
  return rows.map((r) => ({ authorId: r.authorId, words: Number(r.words) }));
}
