import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, writingLog } from '../../db/schema';

/** The writing log's releases, summed as welfare counts them: each its chapter's words (a deleted chapter none). */
export function writingLogRepository(db: Db) {
  return {
    /** The author's released words per day (YYYY-MM-DD in `timeZone`) of a month (YYYY-MM in `timeZone`). */
    async releasedByDay(authorId: number, month: string, timeZone: string) {
      const day = sql<string>`to_char(${writingLog.at} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      return db
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
    },

    /** Every author's released words in a month (YYYY-MM in `timeZone`). */
    async releasedInMonth(month: string, timeZone: string) {
      return db
        .select({ authorId: writingLog.authorId, words: sql<number>`sum(coalesce(${chapters.words}, ${writingLog.words}))::int` })
        .from(writingLog)
        .leftJoin(chapters, eq(chapters.id, writingLog.chapterId))
        .where(
          and(
            eq(writingLog.released, 1),
            isNull(chapters.deletedAt),
            sql`to_char(${writingLog.at} at time zone ${timeZone}, 'YYYY-MM') = ${month}`,
          ),
        )
        .groupBy(writingLog.authorId);
    },
  };
}
