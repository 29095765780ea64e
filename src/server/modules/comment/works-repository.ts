import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authors, chapters, novels, users } from '../../db/schema';
import { LIVE_CHAPTER_STATUSES } from '../../../domain/chapter';

/** The novels and chapters comments are on, and the pen names replies go out under. */
export function worksRepository(db: Db) {
  return {
    /** The novel of this id, if there is one. */
    async novel(id: number) {
      const [row] = await db.select({ id: novels.id }).from(novels).where(eq(novels.id, id));
      return row;
    },

    /** These novels' authors, titles and their authors' sites. */
    async novelsWithSite(ids: number[]) {
      return db
        .select({ id: novels.id, authorId: novels.authorId, title: novels.title, fromSite: users.fromSite })
        .from(novels)
        .innerJoin(users, eq(users.id, novels.authorId))
        .where(inArray(novels.id, ids));
    },

    /** These novels' titles. */
    async novelTitles(ids: number[]) {
      return db.select({ id: novels.id, title: novels.title }).from(novels).where(inArray(novels.id, ids));
    },

    /** These chapters' novels and whether readers can have seen them. */
    async chapterReleases(ids: number[]) {
      return db
        .select({
          id: chapters.id,
          novelId: chapters.novelId,
          status: chapters.status,
          releaseAt: chapters.releaseAt,
          deletedAt: chapters.deletedAt,
        })
        .from(chapters)
        .where(inArray(chapters.id, ids));
    },

    /** Up to `limit` of the novel's chapters readers can read, with their text, in order. */
    async liveChapters(novelId: number, limit: number) {
      return db
        .select({ id: chapters.id, content: chapters.content })
        .from(chapters)
        .where(and(eq(chapters.novelId, novelId), inArray(chapters.status, [...LIVE_CHAPTER_STATUSES])))
        .orderBy(asc(chapters.code))
        .limit(limit);
    },

    /** The author's pen name (null when they have none). */
    async penName(authorId: number): Promise<string | null> {
      return (
        (await db.select({ penName: authors.penName }).from(authors).where(eq(authors.userId, authorId)))[0]?.penName ?? null
      );
    },
  };
}
