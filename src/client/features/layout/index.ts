/**
 * The layout feature: the signed-in frame (PortalLayout, which app/ loads through the route table,
 * so it is not re-exported here; its props are) and the boundary a screen renders in.
 */
export { ScreenBoundary } from './ScreenBoundary';
export type { FrameProps } from './PortalLayout';
export type { PopupDialogProps } from './PopupHost';
