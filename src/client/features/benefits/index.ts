/** The benefits feature: the writer benefits of the author's site. app/ loads its screen through the route table (`benefitsScreens`). */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const benefitsScreens = {
  benefits: () => import('./BenefitsPage'),
} satisfies ScreenLoaders;
