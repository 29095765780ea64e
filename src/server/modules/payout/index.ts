/** The payout module's public face: what the app assembles and what other modules may use. */
import type { AppModule } from '../../lib/app-module';
import payoutRoutes from './routes';
export { payoutActions } from './admin';
export { CLOSE_JOB, closeMonth, latestClosedMonth, refreshHolds } from './close';
export { markFailed, markPaid } from './settle';
/** An author's archive reads their payouts here. */
export { payoutArchiveRepository } from './archive-repository';

/** What the payout module adds to the app: its routes, on the app's clock. */
export const payoutModule: AppModule = {
  name: 'payout',
  async register(app, { now }) {
    await app.register(payoutRoutes, { now });
  },
};
