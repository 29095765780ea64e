import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { novels } from '../../db/schema';

/** What an author's archive reads of their novels, read-only: every novel not deleted, oldest first. */
export function novelArchiveRepository(db: Db, authorId: number) {
  return {
    novels: () => db.select().from(novels).where(and(eq(novels.authorId, authorId), isNull(novels.deletedAt))).orderBy(asc(novels.id)),
  };
}
