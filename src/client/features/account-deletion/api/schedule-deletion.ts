import type { DeletionScheduleRequest, DeletionState } from '../../../../domain/api/account-lifecycle';
import { http } from '../../../lib/http';

/** Schedules the account's deletion with the password; the form shows a 4001's fields, so no toast. */
export const scheduleDeletion = (body: DeletionScheduleRequest) => http.quietPost<DeletionState>('/v1/user.deletionSchedule', body);
