/** The novel module's public face: what the app assembles and what other modules may use. */
import type { AppModule } from '../../lib/app-module';
import novelRoutes from './routes';
export { novelActions } from './admin';
export { inLanguage, localized } from './reference';
export { novelService } from './service';
/** An author's archive reads their novels here. */
export { novelArchiveRepository } from './archive-repository';

/** What the novel module adds to the app: its routes. */
export const novelModule: AppModule = {
  name: 'novel',
  async register(app) {
    await app.register(novelRoutes);
  },
};
