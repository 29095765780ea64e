/** The help module's public face: what the app assembles and what other modules may use. */
import type { AppModule } from '../../lib/app-module';
import helpRoutes from './routes';
export { helpActions } from './admin';
export { readHelpDir, SHIPPED_HELP_DIR } from './files';
export { helpService } from './service';

/** What the help module adds to the app: its routes. */
export const helpModule: AppModule = {
  name: 'help',
  async register(app) {
    await app.register(helpRoutes);
  },
};
