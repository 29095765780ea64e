/**
 * The layout feature's parts other features use. PortalLayout itself is mounted by app/ (not
 * re-exported here, so a page importing the public bar does not pull the whole portal frame).
 */
export { PublicPageBar } from './PublicPageBar';
export { SkipToContent } from './SkipToContent';
export { useLinkNavigation } from './useLinkNavigation';
export { useCurrentRoute, useAllowedRoutes, useMenuRoutes } from './useRoutes';
