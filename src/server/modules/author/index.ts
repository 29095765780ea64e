/** The author module's public face: what the app assembles and what other modules may use. */
import type { AppModule } from '../../lib/app-module';
import authorRoutes from './routes';
export { authorActions } from './admin';
/** An author's archive reads their profile here. */
export { authorArchiveRepository } from './archive-repository';

/** What the author module adds to the app: its routes. */
export const authorModule: AppModule = {
  name: 'author',
  async register(app) {
    await app.register(authorRoutes);
  },
};
