/** The import module's public face: manuscript import routes. Uses the novel and chapter modules' doors. */
import type { AppModule } from '../../lib/app-module';
import importRoutes from './routes';

/** What the import module adds to the app: its routes, on the app's clock. */
export const importModule: AppModule = {
  name: 'import',
  async register(app, { now }) {
    await app.register(importRoutes, { now });
  },
};
