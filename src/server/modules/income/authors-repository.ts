import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, novels, users } from '../../db/schema';

/** Authors and their works as income sees them: who a line's work belongs to, and its contract. */
export function authorsRepository(db: Db) {
  return {
    /** The account of this email (any case). */
    async byEmail(email: string) {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
      return user;
    },

    /** The author's work of this id. */
    async work(authorId: number, novelId: number) {
      const [work] = await db
        .select({ id: novels.id })
        .from(novels)
        .where(and(eq(novels.id, novelId), eq(novels.authorId, authorId)));
      return work;
    },

    /** The works of these ids with their author and the author's site. */
    async works(ids: number[]) {
      return db
        .select({ id: novels.id, authorId: novels.authorId, fromSite: users.fromSite })
        .from(novels)
        .innerJoin(users, eq(users.id, novels.authorId))
        .where(inArray(novels.id, ids));
    },

    /** The terms of the works' contracts in one of `statuses`. */
    async contractTerms(novelIds: number[], statuses: string[]) {
      return db
        .select({ novelId: contracts.novelId, terms: contracts.terms })
        .from(contracts)
        .where(and(inArray(contracts.novelId, novelIds), inArray(contracts.status, statuses)));
    },
  };
}
