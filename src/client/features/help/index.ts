/** The help feature: the help center's search and articles. app/ loads its screen through the route table (`helpScreens`). */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const helpScreens = {
  help: () => import('./HelpCenterPage'),
} satisfies ScreenLoaders;
