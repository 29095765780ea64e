/** The errors feature: the page-not-found screen, which app/ loads through the route table (`errorsScreens`). */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const errorsScreens = {
  notFound: () => import('./NotFoundPage'),
} satisfies ScreenLoaders;
