/** The notification module's public face: what the app assembles and what other modules may use. */
import type { AppModule } from '../../lib/app-module';
import notificationRoutes from './routes';
export { notificationActions } from './admin';
export { type Notice, type Notices, noticesAt, renderNotice, settleNotices } from './notices';

/** What the notification module adds to the app: its routes. */
export const notificationModule: AppModule = {
  name: 'notification',
  async register(app) {
    await app.register(notificationRoutes);
  },
};
