/**
 * The session every feature shares: the sign-in state and the portal's chrome (Redux slices), the
 * store's typed hooks, the site's limits and the user centre. Not a feature: features and app/ import it.
 */
export * from './session-slice';
export * from './ui-slice';
export { logout } from './api/logout';
export { useUserCenter, userCenterKey } from './api/get-user-center';
export { usePolicy } from './usePolicy';
export * from './hooks';
