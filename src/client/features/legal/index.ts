/** The legal feature: the terms of use and the privacy policy. app/ loads its screens through the route table (`legalScreens`). */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const legalScreens = {
  terms: () => import('./TermsPage'),
  policy: () => import('./PolicyPage'),
} satisfies ScreenLoaders;
