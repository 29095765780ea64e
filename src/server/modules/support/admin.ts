/** Staff answer authors' tickets from the back office; the answer reaches the author as a notice and a mail. */
import Type from 'typebox';
import { Id, ListOf, OneOf } from '../../../domain/api/common';
import { TicketThread } from '../../../domain/api/support';
import { TICKET_MESSAGE_MAX, TICKET_STATUSES, TICKET_TOPICS } from '../../../domain/support';
import { ApiCode } from '../../../domain/errors';
import { supportTickets } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { defineAction } from '../../admin/registry';
import { inScope } from '../../admin/review-queue';
import { byRow } from '../../admin/scopes';
import { audit } from '../audit';
import { queueMail } from '../mail';
import { renderNotice } from '../notification';
import { ticketThread } from './service';
import { brandNameOfSite } from '../../../domain/brand-names';
import { messagesRepository } from './messages-repository';
import { recipientsRepository } from './recipients-repository';
import { ticketsRepository } from './tickets-repository';

const StaffTicket = Type.Object({
  id: Id('ticket id', 4),
  email: Type.String(),
  topic: OneOf(TICKET_TOPICS),
  status: OneOf(TICKET_STATUSES),
  updated_at: Type.String({ format: 'date-time' }),
  first_message: Type.String(),
});

const findTicket = async (db: Parameters<typeof ticketThread>[0], id: number) => {
  const ticket = await ticketsRepository(db).byId(id);
  if (!ticket) throw new AppError(ApiCode.NotFound, 'ticket.notFound');
  return ticket;
};

export const supportActions = [
  defineAction({
    name: 'support.tickets',
    method: 'GET',
    summary: 'Authors’ tickets, latest activity first (open ones by default); an editor sees their own authors’',
    role: 'editor',
    scope: 'listed',
    input: Type.Object({ status: Type.Optional(OneOf([...TICKET_STATUSES, 'all'] as const, 'open (default), answered, closed or all')) }),
    output: ListOf(StaffTicket),
    cli: { command: 'tickets', usage: '[--status open|answered|closed|all]' },
    async run(ctx, input) {
      const status = input.status ?? 'open';
      const scope = inScope(ctx);
      const rows = await ticketsRepository(ctx.tx).forStaff(status === 'all' ? undefined : status, scope, 200);
      const firsts = rows.length ? await messagesRepository(ctx.tx).first(rows.map((r) => r.t.id)) : [];
      const first = new Map(firsts.map((f) => [f.ticketId, f.body]));
      return {
        list: rows.map(({ t, email }) => ({ id: t.id, email, topic: t.topic as (typeof TICKET_TOPICS)[number], status: t.status as (typeof TICKET_STATUSES)[number], updated_at: t.updatedAt.toISOString(), first_message: [...(first.get(t.id) ?? '')].slice(0, 140).join('') })),
      };
    },
  }),
  defineAction({
    name: 'support.ticket',
    method: 'GET',
    summary: 'A ticket and its thread (the view is in the audit trail)',
    role: 'editor',
    scope: byRow(supportTickets.id, supportTickets.userId, 'id'),
    input: Type.Object({ id: Id('ticket id', 4) }),
    output: TicketThread,
    cli: { command: 'ticket', usage: '<ticket id>', input: ({ target }) => ({ id: Number(target) }) },
    async run(ctx, input) {
      const { tx } = ctx;
      const ticket = await findTicket(tx, input.id);
      // A ticket may carry a private screenshot and personal details: who read it is recorded.
      await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'ticket.viewed', subject: { kind: 'ticket', id: ticket.id, userId: ticket.userId }, origin: ctx.origin });
      return ticketThread(tx, ctx.storage, ticket);
    },
  }),
  defineAction({
    name: 'support.answer',
    method: 'POST',
    summary: 'Answer a ticket: the author gets a notice and a mail in their language',
    role: 'editor',
    scope: byRow(supportTickets.id, supportTickets.userId, 'id'),
    input: Type.Object({ id: Id('ticket id', 4), message: Type.String({ minLength: 1, maxLength: TICKET_MESSAGE_MAX, description: 'the answer' }) }),
    output: TicketThread,
    cli: { command: 'ticket:answer', usage: '<ticket id> --message <text>', input: ({ target, flags }) => ({ id: Number(target), message: String(flags.message ?? '') }) },
    async run(ctx, input) {
      const { tx } = ctx;
      const ticket = await findTicket(tx, input.id);
      const body = input.message.trim();
      if (!body) throw new AppError(ApiCode.ValidationFailed, 'error.validation');
      const at = ctx.now();
      const link = `/us?ticket=${ticket.id}`;
      // Conditional: a closed ticket stays closed, even one closed a moment ago by someone else.
      const answered = await ticketsRepository(tx).setStatusUnlessClosed(ticket.id, 'answered', at);
      if (!answered) throw new AppError(ApiCode.Conflict, 'ticket.closed');
      await messagesRepository(tx).add({ ticketId: ticket.id, fromStaff: true, staffId: ctx.member.id, body, createdAt: at });
      const notice = { kind: 'system' as const, template: 'notice.ticket.answered', params: { id: ticket.id }, link };
      await ctx.notices.notify(tx, ticket.userId, notice);
      // The answer is also mailed, with its text, whatever the author's preference for system notices (once: not when that already mails).
      const recipients = recipientsRepository(tx);
      const user = await recipients.contact(ticket.userId);
      const pref = await recipients.mailPref(ticket.userId, notice.kind);
      if (user && !user.email.endsWith('.invalid') && !pref?.mail) {
        const { title, body: text } = renderNotice({ template: notice.template, params: notice.params, title: null, body: null }, user.lang, brandNameOfSite(user.site));
        await queueMail(tx, { to: user.email, template: 'notice', lang: user.lang, site: user.site, params: { title, body: `${text}\n\n${body}`, link: ctx.notices.mailLink(link) } });
      }
      await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'ticket.answered', subject: { kind: 'ticket', id: ticket.id, userId: ticket.userId }, origin: ctx.origin });
      return ticketThread(tx, ctx.storage, await findTicket(tx, ticket.id));
    },
  }),
  defineAction({
    name: 'support.close',
    method: 'POST',
    summary: 'Close a ticket (the author can no longer write in it)',
    role: 'editor',
    scope: byRow(supportTickets.id, supportTickets.userId, 'id'),
    input: Type.Object({ id: Id('ticket id', 4) }),
    output: TicketThread,
    cli: { command: 'ticket:close', usage: '<ticket id>', input: ({ target }) => ({ id: Number(target) }) },
    async run(ctx, input) {
      const { tx } = ctx;
      const ticket = await findTicket(tx, input.id);
      const closed = await ticketsRepository(tx).setStatusUnlessClosed(ticket.id, 'closed', ctx.now());
      if (!closed) throw new AppError(ApiCode.Conflict, 'ticket.closed');
      await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'ticket.closed', subject: { kind: 'ticket', id: ticket.id, userId: ticket.userId }, origin: ctx.origin });
      return ticketThread(tx, ctx.storage, await findTicket(tx, ticket.id));
    },
  }),
];
