/** The comment module's public face: what the app assembles and what other modules may use. */
import type { AppModule } from '../../lib/app-module';
import commentRoutes from './routes';
import commentPlatformRoutes from './platform-routes';
export { commentActions } from './admin';
export { ingestComments } from './ingest';
export { simulatedComments } from './simulate';
/** An author's archive reads their replies here. */
export { commentArchiveRepository } from './archive-repository';

/** What the comment module adds to the app: its routes and the platform's, on the app's clock. */
export const commentModule: AppModule = {
  name: 'comment',
  async register(app, { now }) {
    await app.register(commentRoutes, { now });
    await app.register(commentPlatformRoutes, { now });
  },
};
