/** The notification module's public face: what the app assembles and what other modules may use. */
import type { AppModule } from '../../lib/app-module';
import notificationRoutes from './routes';
export { notificationActions } from './admin';
export { type Notice, type Notices, noticesAt, renderNotice, settleNotices } from './notices';
/** An archive of the account reads its notices here. */
export { notificationArchiveRepository } from './archive-repository';

/** What the notification module adds to the app: its routes. */
export const notificationModule: AppModule = {
  name: 'notification',
  async register(app) {
    await app.register(notificationRoutes);
  },
};
