/** The payout module's public face: what the app assembles and what other modules may use. */
export { payoutActions } from './admin';
export { CLOSE_JOB, closeMonth, latestClosedMonth, refreshHolds } from './close';
export { default as payoutRoutes } from './routes';
export { markFailed, markPaid } from './settle';
