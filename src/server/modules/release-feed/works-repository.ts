import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authors, chapters, novels, uploads, type Chapter } from '../../db/schema';
import { FIRST_PAID_STATUSES } from '../../../domain/chapter';

/** The novels and chapters release.feed's events carry, as they are now. */
export function worksRepository(db: Db) {
  return {
    /** These novels, with their author's pen name and their cover's type. */
    async novels(ids: number[]) {
      return db
        .select({ novel: novels, penName: authors.penName, coverMime: uploads.mime })
        .from(novels)
        .leftJoin(authors, eq(authors.userId, novels.authorId))
        .leftJoin(uploads, eq(uploads.id, novels.coverUploadId))
        .where(inArray(novels.id, ids));
    },

    /** The code of each novel's first paid chapter, for those that have one. */
    async firstPaidCodes(novelIds: number[]) {
      return db
        .select({ novelId: chapters.novelId, code: chapters.code })
        .from(chapters)
        .where(
          and(
            inArray(chapters.novelId, novelIds),
            eq(chapters.firstPaid, true),
            inArray(chapters.status, [...FIRST_PAID_STATUSES]),
          ),
        );
    },

    /** These chapters. */
    async chapters(ids: number[]): Promise<Chapter[]> {
      return db.select().from(chapters).where(inArray(chapters.id, ids));
    },
  };
}
