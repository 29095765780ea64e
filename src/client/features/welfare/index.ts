/** The welfare feature: the site's programs with the author's progress, and their applications and grants. app/ loads its screens through the route table (`welfareScreens`). */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const welfareScreens = {
  welfare: () => import('./WelfarePage'),
  welfareClaims: () => import('./ClaimsPage'),
} satisfies ScreenLoaders;
