import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payouts } from '../../db/schema';

/** What an author's archive reads of their payouts, read-only: every one, in order. */
export function payoutArchiveRepository(db: Db, authorId: number) {
  return {
    payouts: () => db.select().from(payouts).where(eq(payouts.authorId, authorId)).orderBy(asc(payouts.id)),
  };
}
