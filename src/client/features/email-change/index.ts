/** The email-change feature: the pages of the two mailed links (confirm the new address, undo the change). app/ loads them through the route table. */
import type { ScreenLoaders } from '../../lib/screen-loader';

export const emailChangeScreens = {
  emailConfirm: () => import('./EmailConfirmPage'),
  emailUndo: () => import('./EmailUndoPage'),
} satisfies ScreenLoaders;
