/** The payout feature: payouts and rewards. app/ loads its screen through the route table. */
export { default as PayoutsPage } from './PayoutsPage';
