/** The support module's public face: what the app assembles and what other modules may use. */
export { supportActions } from './admin';
export { default as supportRoutes } from './routes';
