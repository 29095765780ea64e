import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authors, novels, users } from '../../db/schema';

/** Authors and their works as welfare sees them: their site, and the works past the draft. */
export function authorsRepository(db: Db) {
  return {
    /** The site the account signed up from (null: none). */
    async site(userId: number) {
      const [user] = await db.select({ site: users.fromSite }).from(users).where(eq(users.id, userId));
      return user?.site ?? null;
    },

    /** The registered authors among these accounts, with their site. */
    async withSites(userIds: number[]) {
      return db
        .select({ id: users.id, site: users.fromSite })
        .from(users)
        .innerJoin(authors, eq(authors.userId, users.id))
        .where(inArray(users.id, userIds));
    },

    /** The author's works past the draft (not deleted), by id. */
    async works(authorId: number) {
      return db
        .select({ id: novels.id, title: novels.title, words: novels.wordCount, status: novels.status })
        .from(novels)
        .where(
          and(eq(novels.authorId, authorId), isNull(novels.deletedAt), ne(novels.status, 'draft'), ne(novels.status, 'deleted')),
        )
        .orderBy(novels.id);
    },

    /** The work's title. */
    async title(novelId: number) {
      const [row] = await db.select({ title: novels.title }).from(novels).where(eq(novels.id, novelId));
      return row;
    },
  };
}
