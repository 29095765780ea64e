import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage/storage';
import { uploadKey } from '../../lib/storage/uploads';
import { uploadsRepository } from '../../lib/storage/uploads-repository';
import type { TicketEntry, TicketThread } from '../../../domain/api/support';
import type { TicketStatus, TicketTopic } from '../../../domain/support';
import { ticketReplySchema, ticketSchema } from '../../../domain/schemas/support';
import { ApiCode } from '../../../domain/errors';
import { AppError, ValidationError, notFound } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { messagesRepository } from './messages-repository';
import { ticketsRepository, type TicketRow } from './tickets-repository';

const excerpt = (text: string | undefined) => (text === undefined ? null : [...text].slice(0, 140).join(''));

export const ticketEntry = (t: TicketRow, last?: string): TicketEntry => ({
  id: t.id,
  topic: t.topic as TicketTopic,
  status: t.status as TicketStatus,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
  last_message: excerpt(last),
});

/** The latest message of each ticket. */
async function lastMessages(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await messagesRepository(db).latest(ids);
  return new Map(rows.map((r) => [r.ticketId, r.body]));
}

/** A ticket and its thread; screenshots as signed links valid a few minutes (they are private). */
export async function ticketThread(db: Db, storage: Storage, ticket: TicketRow): Promise<TicketThread> {
  const messages = await messagesRepository(db).thread(ticket.id);
  const shotIds = messages.flatMap((m) => (m.screenshotId ? [m.screenshotId] : []));
  const shots = shotIds.length ? await uploadsRepository(db).byIds(shotIds) : [];
  const urls = new Map(await Promise.all(shots.map(async (u) => [u.id, await storage.signedUrl(uploadKey(u))] as const)));
  return {
    ticket: ticketEntry(ticket, messages.at(-1)?.body),
    messages: messages.map((m) => ({ id: m.id, from_staff: m.fromStaff, body: m.body, screenshot_url: (m.screenshotId && urls.get(m.screenshotId)) || null, created_at: m.createdAt.toISOString() })),
  };
}

/** An author's tickets (/us): open one, list them, read and continue a thread. Another author's ticket is 4004. */
export function supportService(db: Db, storage: Storage, userId: number, now: () => Date = () => new Date()) {
  const tickets = ticketsRepository(db);
  const own = async (id: number) => {
    const ticket = await tickets.own(userId, id);
    if (!ticket) throw notFound('ticket.notFound');
    return ticket;
  };
  return {
    async create(input: { topic?: unknown; message?: unknown; screenshot_id?: string }): Promise<TicketThread> {
      const { topic, message } = await validate(ticketSchema, input);
      const screenshotId = input.screenshot_id ?? null;
      if (screenshotId) {
        // Only a screenshot this author uploaded for a ticket.
        const shot = await uploadsRepository(db).owned(screenshotId, userId, 'screenshot');
        if (!shot) throw new ValidationError({ screenshot_id: { id: 'validation.invalid' } });
      }
      const at = now();
      const ticket = await db.transaction(async (tx) => {
        const row = await ticketsRepository(tx).open(userId, topic, at);
        await messagesRepository(tx).add({ ticketId: row.id, body: message, screenshotId, createdAt: at });
        return row;
      });
      return ticketThread(db, storage, ticket);
    },

    async list(): Promise<TicketEntry[]> {
      const rows = await tickets.ofUser(userId);
      const last = await lastMessages(db, rows.map((r) => r.id));
      return rows.map((r) => ticketEntry(r, last.get(r.id)));
    },

    async get(id: number): Promise<TicketThread> {
      return ticketThread(db, storage, await own(id));
    },

    /** The author writes again: the ticket is open for staff once more (a closed one stays closed). */
    async reply(id: number, input: unknown): Promise<TicketThread> {
      const { message } = await validate(ticketReplySchema, input);
      const ticket = await own(id);
      if (ticket.status === 'closed') throw new AppError(ApiCode.Conflict, 'ticket.closed');
      const at = now();
      await db.transaction(async (tx) => {
        // Conditional: a close by staff at the same moment wins or loses as a whole, never reopened.
        const reopened = await ticketsRepository(tx).setStatusUnlessClosed(id, 'open', at);
        if (!reopened) throw new AppError(ApiCode.Conflict, 'ticket.closed');
        await messagesRepository(tx).add({ ticketId: id, body: message, createdAt: at });
      });
      return ticketThread(db, storage, await own(id));
    },
  };
}
