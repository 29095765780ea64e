/** The support module's public face: what the app assembles and what other modules may use. */
import type { AppModule } from '../../lib/app-module';
import supportRoutes from './routes';
export { supportActions } from './admin';
/** An archive of the account reads its tickets here. */
export { supportArchiveRepository } from './archive-repository';
/** An account being erased loses its tickets here. */
export { eraseTicketsOf } from './erasure-repository';

/** What the support module adds to the app: its routes, on the app's clock. */
export const supportModule: AppModule = {
  name: 'support',
  async register(app, { now }) {
    await app.register(supportRoutes, { now });
  },
};
