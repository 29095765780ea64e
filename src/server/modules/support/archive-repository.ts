import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportMessages, supportTickets } from '../../db/schema';

/** What an archive of the account reads of its support tickets, read-only: the tickets and their messages, in order. */
export function supportArchiveRepository(db: Db, userId: number) {
  return {
    tickets: () => db.select().from(supportTickets).where(eq(supportTickets.userId, userId)).orderBy(asc(supportTickets.id)),
    /** the messages of these tickets (the account's own, from `tickets`) */
    messages: (ticketIds: number[]) => (ticketIds.length ? db.select().from(supportMessages).where(inArray(supportMessages.ticketId, ticketIds)).orderBy(asc(supportMessages.id)) : Promise.resolve([])),
  };
}
