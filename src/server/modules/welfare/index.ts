/** The welfare module's public face: what the app assembles and what other modules may use. */
export { welfareActions } from './admin';
export { grantClaim, grantMilestones } from './grants';
export { default as welfareRoutes } from './routes';
