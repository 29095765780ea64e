/**
 * The layout feature: the signed-in frame (PortalLayout, which app/ loads through the route table,
 * so it is not re-exported here; the props app/ gives it are), the boundary a screen renders in, and
 * the shell's words app/ says (loading, the document title, a failed user-info load).
 */
export { ScreenBoundary } from './ScreenBoundary';
export { messages as layoutMessages } from './messages';
export type { FrameProps } from './PortalLayout';
export type { PopupDialogProps } from './PopupHost';
