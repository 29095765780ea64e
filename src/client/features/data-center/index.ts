/** The data-center feature: a novel's and a chapter's reading figures. app/ loads its screens through the route table (`dataCenterScreens`). */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const dataCenterScreens = {
  dataCenter: () => import('./DataCenterPage'),
  chapterData: () => import('./ChapterDataPage'),
} satisfies ScreenLoaders;
