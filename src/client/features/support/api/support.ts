import useSWR from 'swr';
import type { ScreenshotUploaded, TicketCreateRequest, TicketEntry, TicketThread } from '../../../../domain/api/support';
import { http, upload, type UploadOptions } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const ticketsKey: ApiKey = ['/v1/ticket.list'];
export const threadKey = (id: number): ApiKey => ['/v1/ticket.get', { id }];

export const useTickets = () => useSWR<{ list: TicketEntry[] }>(ticketsKey);
export const useThread = (id: number | null) => useSWR<TicketThread>(id ? threadKey(id) : null);

/** The forms show a 4001's fields and a 4029 themselves. */
export const createTicket = (body: TicketCreateRequest) => http.quietPost<TicketThread>('/v1/ticket.create', body);
/** A screenshot for a new message: private, its id goes with the message. */
export const uploadScreenshot = (file: File, options: UploadOptions) => upload<ScreenshotUploaded>('/v1/ticket.screenshot', file, options);
export const replyTicket = (id: number, message: string) => http.quietPost<TicketThread>('/v1/ticket.reply', { id, message });
