/** The income feature: income by month and by work, and its ledger lines. app/ loads its screen through the route table (`incomeScreens`). */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const incomeScreens = {
  income: () => import('./IncomePage'),
} satisfies ScreenLoaders;
