import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractApplications, contracts } from '../../db/schema';

/** What an author's archive reads of their contracts and applications for one, read-only: every one, in order. */
export function contractArchiveRepository(db: Db, authorId: number) {
  return {
    contracts: () => db.select().from(contracts).where(eq(contracts.authorId, authorId)).orderBy(asc(contracts.id)),
    applications: () => db.select().from(contractApplications).where(eq(contractApplications.authorId, authorId)).orderBy(asc(contractApplications.id)),
  };
}
