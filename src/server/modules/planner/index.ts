/** The planner module's public face: what the app assembles and what the jobs use. */
import type { AppModule } from '../../lib/app-module';
import plannerRoutes from './routes';
/** The receipts of released chapters, for the release job to send in its transaction. */
export { releaseReceipts } from './receipts';

/** What the planner adds to the app: its routes, on the app's clock. */
export const plannerModule: AppModule = {
  name: 'planner',
  async register(app, { now }) {
    await app.register(plannerRoutes, { now });
  },
};
