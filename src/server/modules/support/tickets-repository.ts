import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authors, supportTickets, users } from '../../db/schema';

export type TicketRow = typeof supportTickets.$inferSelect;

/** Authors' support tickets (the thread's messages are in the messages repository). */
export function ticketsRepository(db: Db) {
  return {
    /** The ticket of this id, whoever's it is. */
    async byId(id: number): Promise<TicketRow | undefined> {
      const [ticket] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
      return ticket;
    },

    /** One of the user's tickets (another's reads as none). */
    async own(userId: number, id: number): Promise<TicketRow | undefined> {
      const [ticket] = await db
        .select()
        .from(supportTickets)
        .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)));
      return ticket;
    },

    /** The user's tickets, latest activity first. */
    async ofUser(userId: number): Promise<TicketRow[]> {
      return db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.userId, userId))
        .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id));
    },

    /**
     * Up to `limit` tickets with their author's address, latest activity first: of one status (all with
     * none), and of one editor's authors when `editorId` is given.
     */
    async forStaff(status: string | undefined, editorId: number | undefined, limit: number) {
      return db
        .select({ t: supportTickets, email: users.email })
        .from(supportTickets)
        .innerJoin(users, eq(users.id, supportTickets.userId))
        .leftJoin(authors, eq(authors.userId, supportTickets.userId))
        .where(
          and(
            status === undefined ? undefined : eq(supportTickets.status, status),
            editorId === undefined ? undefined : eq(authors.editorId, editorId),
          ),
        )
        .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
        .limit(limit);
    },

    /** Opens a ticket; the ticket opened. */
    async open(userId: number, topic: string, at: Date): Promise<TicketRow> {
      const [row] = await db.insert(supportTickets).values({ userId, topic, createdAt: at, updatedAt: at }).returning();
      return row;
    },

    /**
     * Sets the ticket's status at `at` unless it is closed: conditional, so a close at the same
     * moment wins or loses as a whole. The ticket changed, if it was.
     */
    async setStatusUnlessClosed(id: number, status: 'open' | 'answered' | 'closed', at: Date) {
      const [row] = await db
        .update(supportTickets)
        .set({ status, updatedAt: at })
        .where(and(eq(supportTickets.id, id), ne(supportTickets.status, 'closed')))
        .returning({ id: supportTickets.id });
      return row;
    },
  };
}
