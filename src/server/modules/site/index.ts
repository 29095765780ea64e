/** The site module's public face: what the app assembles and what other modules may use. */
import type { AppModule } from '../../lib/app-module';
import siteRoutes from './routes';

/** What the site module adds to the app: the sites' settings and policies, with where phones are sent. */
export function siteModule(settings: { mobileLoginUrl: string }): AppModule {
  return {
    name: 'site',
    async register(app) {
      await app.register(siteRoutes, settings);
    },
  };
}
