/** The account feature: the author's own settings (password, sessions and devices, mail preferences). app/ loads its screen through the route table (`accountScreens`). */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const accountScreens = {
  account: () => import('./AccountPage'),
} satisfies ScreenLoaders;
