/** The payee feature: the author's payee details. app/ loads its screen through the route table (`payeeScreens`). */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const payeeScreens = {
  payeeInfo: () => import('./PayeeInfoPage'),
} satisfies ScreenLoaders;
