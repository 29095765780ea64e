/** The help module's public face: what the app assembles and what other modules may use. */
export { helpActions } from './admin';
export { readHelpDir, SHIPPED_HELP_DIR } from './files';
export { default as helpRoutes } from './routes';
export { helpService } from './service';
