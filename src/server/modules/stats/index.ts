/** The stats module's public face: what the app assembles and what other modules may use. */
export { statsActions } from './admin';
export { default as statsPlatformRoutes } from './platform-routes';
export { default as statsRoutes } from './routes';
export { simulateNovelStats } from './simulate';
