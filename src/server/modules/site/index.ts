/** The site module's public face: what the app assembles and what other modules may use. */
export { default as siteRoutes } from './routes';
