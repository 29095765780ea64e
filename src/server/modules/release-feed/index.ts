/**
 * The release-feed module's public face: release.feed, what the reader site mirrors of the works,
 * recorded by the novel and chapter modules in the transactions of their changes.
 */
import type { AppModule } from '../../lib/app-module';
import releaseFeedRoutes from './routes';
export { releaseFeedActions } from './admin';
export { recordExistingReleases, recordRelease, type ReleaseItem } from './append';
export { releasedChapterContent } from './content';

/** What the release feed module adds to the app: its routes. */
export const releaseFeedModule: AppModule = {
  name: 'release-feed',
  async register(app) {
    await app.register(releaseFeedRoutes);
  },
};
