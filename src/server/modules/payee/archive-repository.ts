import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payeeChanges, payeeDetails } from '../../db/schema';

/** What an archive of the account reads of its payee details, read-only (the caller audits the read): the details and their changes. */
export function payeeArchiveRepository(db: Db, authorId: number) {
  return {
    payee: async () => (await db.select().from(payeeDetails).where(eq(payeeDetails.authorId, authorId)))[0],
    changes: () => db.select().from(payeeChanges).where(eq(payeeChanges.authorId, authorId)).orderBy(asc(payeeChanges.id)),
  };
}
