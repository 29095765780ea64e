/** The comment module's public face: what the app assembles and what other modules may use. */
export { commentActions } from './admin';
export { ingestComments } from './ingest';
export { default as commentPlatformRoutes } from './platform-routes';
export { default as commentRoutes } from './routes';
export { simulatedComments } from './simulate';
