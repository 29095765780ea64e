import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts } from '../../db/schema';

/** What an author's archive reads of their contracts, read-only: every one, in order. */
export function contractArchiveRepository(db: Db, authorId: number) {
  return {
    contracts: () => db.select().from(contracts).where(eq(contracts.authorId, authorId)).orderBy(asc(contracts.id)),
  };
}
