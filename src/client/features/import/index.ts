/**
 * The import feature: a manuscript file read into chapters, previewed, edited and added as drafts of a new or
 * existing novel (the novel list from api/get-novels.ts, the novel form from components/novel). app/ loads its
 * screen through the route table.
 */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const importScreens = {
  importChapters: () => import('./ImportPage'),
} satisfies ScreenLoaders;
