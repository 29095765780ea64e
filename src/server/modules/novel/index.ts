/** The novel module's public face: what the app assembles and what other modules may use. */
export { novelActions } from './admin';
export { inLanguage, localized } from './reference';
export { default as novelRoutes } from './routes';
export { novelService } from './service';
