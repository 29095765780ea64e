import type { Plan, PlanSaveBody } from '../../../../domain/api/planner';
import { http } from '../../../lib/http';

/** Sets the cadence; the form shows refused fields next to them, so no toast. */
export const saveCadence = (body: PlanSaveBody) => http.quietPost<Plan>('/v1/planner.save', body);
