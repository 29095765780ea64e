/** The session feature: sign-in state (Redux slices), the user centre and the sign-in calls. Other features import only from here. */
export * from './session-slice';
export * from './ui-slice';
export { login, signUp, logout } from './api/login';
export { useSnsPlatforms, getOauthUrl, snsLogin } from './api/sns';
export { useUserCenter, userCenterKey } from './api/get-user-center';
export { usePolicy } from './usePolicy';
export * from './hooks';
