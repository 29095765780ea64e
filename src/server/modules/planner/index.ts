/** The planner module's public face: what the app assembles. */
import type { AppModule } from '../../lib/app-module';
import plannerRoutes from './routes';

/** What the planner adds to the app: its routes, on the app's clock. */
export const plannerModule: AppModule = {
  name: 'planner',
  async register(app, { now }) {
    await app.register(plannerRoutes, { now });
  },
};
