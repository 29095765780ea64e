/**
 * The layout feature: the signed-in frame (`loadFrame`, and the props app/ gives it), the boundary a
 * screen renders in, and the shell's words app/ says (loading, the document title, a failed
 * user-info load).
 */
export { ScreenBoundary } from './ScreenBoundary';
export { messages as layoutMessages } from './messages';
export type { FrameProps } from './PortalLayout';
export type { PopupDialogProps } from './PopupHost';

/** The frame around every signed-in screen (side menu, top bar, tabs, footer): loaded with the first signed-in screen. */
export const loadFrame = () => import('./PortalLayout');
