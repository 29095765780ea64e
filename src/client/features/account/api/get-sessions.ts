import useSWR from 'swr';
import type { SessionList } from '../../../../domain/api/account';
import type { ApiKey } from '../../../lib/swr';

export const sessionsKey: ApiKey = ['/v1/user.sessions'];
/** The sessions signed in to the account, the most recently used first, this one marked. */
export const useSessions = () => useSWR<SessionList>(sessionsKey);
