/**
 * The session every feature shares: the sign-in state and the portal's chrome (Redux slices), the
 * store's typed hooks, the site's limits, the routes the author may open, the user centre and
 * sign-out. Not a feature: features and app/ import it.
 */
export * from './session-slice';
export * from './ui-slice';
export { logout } from './api/logout';
export { requestUserInfoEarly } from './api/get-user-info';
export { useUserCenter, userCenterKey } from './api/get-user-center';
export { usePolicy } from './usePolicy';
export { useAllowedRoutes, useMenuRoutes } from './useRoutes';
export * from './hooks';
