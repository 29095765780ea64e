/** Wire types of contact us (/us): an author's tickets and their threads. */
import Type, { type Static } from 'typebox';
import { Id, IsoTime, Nullable, OneOf } from './common';
import { TICKET_MESSAGE_MAX, TICKET_STATUSES, TICKET_TOPICS } from '../support';

const Message = Type.String({ maxLength: TICKET_MESSAGE_MAX * 2, description: `1–${TICKET_MESSAGE_MAX} characters`, examples: ['My chapter 12 shows the old text to readers.'] });

export const TicketCreateRequest = Type.Object({
  topic: OneOf(TICKET_TOPICS, 'what it is about', 'validation.ticket.topic.required'),
  message: Message,
  screenshot_id: Type.Optional(Type.String({ maxLength: 100, description: 'upload_id of ticket.screenshot', examples: ['3f1c…'] })),
});
export type TicketCreateRequest = Static<typeof TicketCreateRequest>;

export const TicketReplyRequest = Type.Object({ id: Id('ticket id', 4), message: Message });
export type TicketReplyRequest = Static<typeof TicketReplyRequest>;

export const TicketMessage = Type.Object({
  id: Id('message id', 9),
  from_staff: Type.Boolean({ description: 'written by the platform’s staff' }),
  body: Type.String(),
  screenshot_url: Nullable(Type.String({ description: 'a link to the attached screenshot, valid for a few minutes' })),
  created_at: IsoTime(),
});
export type TicketMessage = Static<typeof TicketMessage>;

export const TicketEntry = Type.Object({
  id: Id('ticket id', 4),
  topic: OneOf(TICKET_TOPICS),
  status: OneOf(TICKET_STATUSES),
  created_at: IsoTime(),
  updated_at: IsoTime(),
  last_message: Nullable(Type.String({ description: 'the thread’s latest message, first 140 characters' })),
});
export type TicketEntry = Static<typeof TicketEntry>;

export const TicketThread = Type.Object({ ticket: TicketEntry, messages: Type.Array(TicketMessage) });
export type TicketThread = Static<typeof TicketThread>;

export const ScreenshotUploaded = Type.Object({ upload_id: Type.String({ description: 'pass it as screenshot_id in ticket.create' }) });
export type ScreenshotUploaded = Static<typeof ScreenshotUploaded>;
