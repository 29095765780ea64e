/** The maintenance module's public face: what the app assembles and what other modules may use. */
export { CLEANUP_JOB, cleanUpExpired } from './cleanup';
/** Refreshes the planner's statistics where no autovacuum does. */
export { STATISTICS_JOB, keepStatisticsFresh } from './statistics';
