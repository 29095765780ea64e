/**
 * The contracts feature: the contract application, signing, e-signing and verifying screens, and the
 * author's signed contracts. app/ loads the screens through the route table (`contractsScreens`) and
 * the popup dialog the signed-in frame shows when one is due (`loadPopupDialog`).
 */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const contractsScreens = {
  signing: () => import('./SigningPage'),
  signInfo: () => import('./SignInfoPage'),
  mySignUp: () => import('./MySignUpPage'),
  esign: () => import('./EsignPage'),
  verify: () => import('./VerifyPage'),
} satisfies ScreenLoaders;

/** The dialog of one of the author's popups (Fluent's Dialog, its motion and focus trap): most visits have none. */
export const loadPopupDialog = () => import('./lazy');
