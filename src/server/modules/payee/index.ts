/** The payee module's public face: what the app assembles and what other modules may use. */
export { payoutHold } from './hold';
export { default as payeeRoutes } from './routes';
export { payeeComplete } from './service';
