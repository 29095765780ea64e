/** The comments feature: the author's comment inbox. app/ loads its screen through the route table (`commentsScreens`). */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const commentsScreens = {
  comments: () => import('./CommentsPage'),
} satisfies ScreenLoaders;
