/**
 * The dashboard feature: the author's home, with their figures, profile, intro and writing calendar,
 * and for a newcomer the registration and its review. app/ loads its screen through the route table (`dashboardScreens`).
 */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const dashboardScreens = {
  dashboard: () => import('./DashboardPage'),
} satisfies ScreenLoaders;
