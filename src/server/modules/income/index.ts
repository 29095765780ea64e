/** The income module's public face: what the app assembles and what other modules may use. */
import type { AppModule } from '../../lib/app-module';
import incomePlatformRoutes from './platform-routes';
import incomeRoutes from './routes';
import incomeImportJob from './import-job';
export { incomeActions } from './admin';
export { ingestIncome } from './ingest';

/** What the income module adds to the app: its routes, the platform's and the import job, on the app's clock. */
export const incomeModule: AppModule = {
  name: 'income',
  async register(app, { now }) {
    await app.register(incomePlatformRoutes, { now });
    await app.register(incomeRoutes, { now });
    await app.register(incomeImportJob);
  },
};
