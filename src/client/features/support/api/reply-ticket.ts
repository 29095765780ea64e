import type { TicketThread } from '../../../../domain/api/support';
import { http } from '../../../lib/http';

/** The form shows a 4001's fields and a 4029 itself. */
export const replyTicket = (id: number, message: string) => http.quietPost<TicketThread>('/v1/ticket.reply', { id, message });
