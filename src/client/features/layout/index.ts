/**
 * The layout feature: the signed-in frame (PortalLayout, which app/ loads through the route table,
 * so it is not re-exported here) and the boundary a screen renders in.
 */
export { ScreenBoundary } from './ScreenBoundary';
