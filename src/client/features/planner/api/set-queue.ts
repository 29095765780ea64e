import type { Plan, PlanQueueBody } from '../../../../domain/api/planner';
import { http } from '../../../lib/http';

/** Sets the whole queue in order; the queue shows a conflict or a lost connection itself, so no toast. */
export const setQueue = (body: PlanQueueBody) => http.quietPost<Plan>('/v1/planner.queue', body);
