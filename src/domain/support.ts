/** Contact us (/us): what an author can write to the platform about. */
import { TEXT_MAX_CHARS } from './limits';

export const TICKET_TOPICS = ['account', 'novel', 'contract', 'payment', 'comments', 'bug', 'other'] as const;
export type TicketTopic = (typeof TICKET_TOPICS)[number];

/** open: waiting for staff; answered: staff replied (the author may write again); closed: done. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_MESSAGE_MAX = TEXT_MAX_CHARS;
/** A screenshot attached to a message, before it is re-encoded. */
export const SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
/** Tickets one author may open per hour. */
export const TICKETS_PER_HOUR = 5;
