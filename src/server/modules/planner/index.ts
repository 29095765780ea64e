/** The planner module's public face: what the app assembles and what the jobs use. */
import type { AppModule } from '../../lib/app-module';
import announcementRoutes from './announcement-routes';
import plannerRoutes from './routes';
import { plannerService } from './service';
export { announcementActions } from './admin';
/** The receipts of released chapters, for the release job to send in its transaction. */
export { releaseReceipts } from './receipts';
export { BUFFER_JOB, warnLowBuffers } from './buffer-warnings';

/** What the planner adds to the app: its routes and the announcements', on the app's clock. */
export const plannerModule: AppModule = {
  name: 'planner',
  async register(app, { now }) {
    await app.register(plannerRoutes, { now });
    // A hiatus re-flows the queues it pauses.
    const planner = plannerService(app.db, now);
    await app.register(announcementRoutes, { now, reflow: planner.reflow });
  },
};
