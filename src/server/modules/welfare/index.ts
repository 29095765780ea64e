/** The welfare module's public face: what the app assembles and what other modules may use. */
import type { AppModule } from '../../lib/app-module';
import welfareRoutes from './routes';
export { welfareActions } from './admin';
export { grantClaim, grantMilestones } from './grants';

/** What the welfare module adds to the app: its routes, on the app's clock. */
export const welfareModule: AppModule = {
  name: 'welfare',
  async register(app, { now }) {
    await app.register(welfareRoutes, { now });
  },
};
