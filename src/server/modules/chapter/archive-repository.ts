import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapterVersions, chapters, novels } from '../../db/schema';

/**
 * What an author's archive reads of their chapters, read-only: a novel's chapters in order (none when the novel
 * is not theirs), and the saved versions of some of them.
 */
export function chapterArchiveRepository(db: Db, authorId: number) {
  return {
    /** the novel's chapters that are not deleted, by number */
    chapters: (novelId: number) =>
      db
        .select()
        .from(chapters)
        .innerJoin(novels, eq(novels.id, chapters.novelId))
        .where(and(eq(chapters.novelId, novelId), eq(novels.authorId, authorId), isNull(chapters.deletedAt)))
        .orderBy(asc(chapters.code))
        .then((rows) => rows.map((r) => r.chapters)),
    /** every saved version of these chapters, chapter by chapter, oldest first */
    versions: (chapterIds: number[]) =>
      chapterIds.length ? db.select().from(chapterVersions).where(inArray(chapterVersions.chapterId, chapterIds)).orderBy(asc(chapterVersions.chapterId), asc(chapterVersions.version)) : Promise.resolve([]),
  };
}
