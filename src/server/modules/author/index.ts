/** The author module's public face: what the app assembles and what other modules may use. */
export { authorActions } from './admin';
export { default as authorRoutes } from './routes';
