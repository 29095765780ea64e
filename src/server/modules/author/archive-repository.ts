import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authorIntros, authors } from '../../db/schema';

/** What an author's archive reads of their author profile, read-only: the profile and their introductions, oldest first. */
export function authorArchiveRepository(db: Db, authorId: number) {
  return {
    async author() {
      const [author] = await db.select().from(authors).where(eq(authors.userId, authorId));
      return author;
    },
    intros: () => db.select({ text: authorIntros.text, status: authorIntros.status, submittedAt: authorIntros.submittedAt }).from(authorIntros).where(eq(authorIntros.userId, authorId)).orderBy(asc(authorIntros.submittedAt)),
  };
}
