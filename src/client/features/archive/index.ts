/**
 * The archive feature: /account/archive, where the author takes everything with them (a ZIP of their works built
 * on the server, its progress, its download link and the weekly archive) and downloads the personal data the
 * account holds. Imports no other feature; app/ loads its screen through the route table.
 */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const archiveScreens = {
  accountArchive: () => import('./ArchivePage'),
} satisfies ScreenLoaders;
