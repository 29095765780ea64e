import useSWR from 'swr';
import type { TicketEntry } from '../../../../domain/api/support';
import type { ApiKey } from '../../../lib/swr';

export const ticketsKey: ApiKey = ['/v1/ticket.list'];

export const useTickets = () => useSWR<{ list: TicketEntry[] }>(ticketsKey);
