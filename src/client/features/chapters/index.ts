/**
 * The chapters feature: a novel's manage page with its chapter list, the chapter editor and the
 * first paid chapter. app/ loads its screens through the route table (`chaptersScreens`).
 */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const chaptersScreens = {
  manageWork: () => import('./ManageWorkPage'),
  chapterEditor: () => import('./ChapterEditorPage'),
} satisfies ScreenLoaders;
