import useSWR from 'swr';
import type { TicketThread } from '../../../../domain/api/support';
import type { ApiKey } from '../../../lib/swr';

export const threadKey = (id: number): ApiKey => ['/v1/ticket.get', { id }];

export const useThread = (id: number | null) => useSWR<TicketThread>(id ? threadKey(id) : null);
