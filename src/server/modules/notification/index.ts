/** The notification module's public face: what the app assembles and what other modules may use. */
export { notificationActions } from './admin';
export { type Notice, type Notices, noticesAt, renderNotice, settleNotices } from './notices';
export { default as notificationRoutes } from './routes';
