import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerLines } from '../../db/schema';

/** What an author's archive reads of their ledger, read-only: every line, in order. */
export function ledgerArchiveRepository(db: Db, authorId: number) {
  return {
    lines: () => db.select().from(ledgerLines).where(eq(ledgerLines.authorId, authorId)).orderBy(asc(ledgerLines.id)),
  };
}
