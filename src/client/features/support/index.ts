/** The support feature: the contact form and the author's tickets. app/ loads its screen through the route table (`supportScreens`). */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const supportScreens = {
  contact: () => import('./ContactPage'),
} satisfies ScreenLoaders;
