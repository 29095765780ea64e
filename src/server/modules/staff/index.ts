/** The staff module's public face: what the app assembles and what other modules may use. */
export { staffActions } from './admin';
