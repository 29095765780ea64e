/** The payout feature: payouts and rewards. app/ loads its screen through the route table (`payoutScreens`). */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const payoutScreens = {
  payouts: () => import('./PayoutsPage'),
} satisfies ScreenLoaders;
