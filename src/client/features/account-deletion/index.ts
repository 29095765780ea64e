/**
 * The account-deletion feature: /account/delete (what goes, what stays, the password; or, while a
 * deletion is pending, the offer to undo it), and the gate that leads a signed-in account with a
 * pending deletion there. app/ loads both through their loaders.
 */
import type { ScreenLoaders } from '../../lib/screen-loader';

export const accountDeletionScreens = {
  accountDelete: () => import('./AccountDeletionPage'),
} satisfies ScreenLoaders;

/** The gate's module, loaded once a session starts. */
export const loadDeletionGate = () => import('./DeletionGate');
