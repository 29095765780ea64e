/** The income feature: income by month and by work, and its ledger lines. app/ loads its screen through the route table. */
export { default as IncomePage } from './IncomePage';
