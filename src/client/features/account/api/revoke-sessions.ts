import type { SessionsRevoked } from '../../../../domain/api/account';
import { http } from '../../../lib/http';

/** Signs out one session of the account, or (`others`) every session but this one. */
export const revokeSessions = (which: { id: number } | { others: true }) => http.post<SessionsRevoked>('/v1/user.sessionRevoke', which);
