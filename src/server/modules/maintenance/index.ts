/** The maintenance module's public face: what the app assembles and what other modules may use. */
export { CLEANUP_JOB, cleanUpExpired } from './cleanup';
