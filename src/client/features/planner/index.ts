/**
 * The planner feature: /mywork/planner/{original_book_id}, where the author sets a novel's release
 * days and times, lines up chapters in a queue that takes them, and sees how far the queue carries.
 * Imports no other feature; app/ loads its screen through the route table.
 */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const plannerScreens = {
  releasePlanner: () => import('./PlannerPage'),
} satisfies ScreenLoaders;
