/** The platform module's public face: what the app assembles and what other modules may use. */
export { platformActions } from './admin';
export { findPlatformKey } from './keys';
export { default as platformAuth } from './plugin';
