/**
 * The announcements feature: /mywork/announcements, where the author writes notes to their readers
 * (a hiatus, a schedule change, a milestone, a thank-you) for one novel or all of them, edits the
 * live ones and withdraws them. A hiatus with dates pauses the novel's release plan.
 * Imports no other feature; app/ loads its screen through the route table.
 */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const announcementsScreens = {
  authorAnnouncements: () => import('./AnnouncementsPage'),
} satisfies ScreenLoaders;
