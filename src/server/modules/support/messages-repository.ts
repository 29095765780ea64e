import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportMessages } from '../../db/schema';

/** The messages of support tickets, from the author and from staff. */
export function messagesRepository(db: Db) {
  return {
    /** The ticket's messages, oldest first. */
    async thread(ticketId: number) {
      return db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.ticketId, ticketId))
        .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
    },

    /** The text of each ticket's latest message. */
    async latest(ticketIds: number[]) {
      return db
        .selectDistinctOn([supportMessages.ticketId], { ticketId: supportMessages.ticketId, body: supportMessages.body })
        .from(supportMessages)
        .where(inArray(supportMessages.ticketId, ticketIds))
        .orderBy(supportMessages.ticketId, desc(supportMessages.createdAt), desc(supportMessages.id));
    },

    /** The text of each ticket's first message. */
    async first(ticketIds: number[]) {
      return db
        .selectDistinctOn([supportMessages.ticketId], { ticketId: supportMessages.ticketId, body: supportMessages.body })
        .from(supportMessages)
        .where(inArray(supportMessages.ticketId, ticketIds))
        .orderBy(supportMessages.ticketId, asc(supportMessages.createdAt), asc(supportMessages.id));
    },

    /** Adds a message to a ticket. */
    async add(values: typeof supportMessages.$inferInsert) {
      await db.insert(supportMessages).values(values);
    },
  };
}
