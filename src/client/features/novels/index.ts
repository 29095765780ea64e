/**
 * The novels feature: the author's novel list, the create and edit pages and the contests. app/
 * loads its screens through the route table; the novel form and the words other screens share live
 * in components/novel.
 */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const novelsScreens = {
  myWorks: () => import('./MyWorksPage'),
  addBook: () => import('./AddBookPage'),
  editBook: () => import('./EditBookPage'),
  contests: () => import('./ContestsPage'),
} satisfies ScreenLoaders;
