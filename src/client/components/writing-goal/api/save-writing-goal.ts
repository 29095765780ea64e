import type { GoalSaveBody, WritingGoal } from '../../../../domain/api/planner';
import { http } from '../../../lib/http';

/** Sets a novel's goal; the form shows refused fields next to them, so no toast. */
export const saveWritingGoal = (body: GoalSaveBody) => http.quietPost<WritingGoal>('/v1/goal.save', body);
