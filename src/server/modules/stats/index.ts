/** The stats module's public face: what the app assembles and what other modules may use. */
import type { AppModule } from '../../lib/app-module';
import statsRoutes from './routes';
import statsPlatformRoutes from './platform-routes';
export { statsActions } from './admin';
export { simulateNovelStats } from './simulate';
/** An author's archive reads their novels' daily figures here. */
export { statsArchiveRepository } from './archive-repository';

/** What the stats module adds to the app: its routes and the platform's, on the app's clock. */
export const statsModule: AppModule = {
  name: 'stats',
  async register(app, { now }) {
    await app.register(statsRoutes, { now });
    await app.register(statsPlatformRoutes, { now });
  },
};
