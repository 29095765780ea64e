import type { DeletionState } from '../../../../domain/api/account-lifecycle';
import { http } from '../../../lib/http';

/** Takes the pending deletion back (within 14 days of asking). */
export const undoDeletion = () => http.post<DeletionState>('/v1/user.deletionUndo', {});
