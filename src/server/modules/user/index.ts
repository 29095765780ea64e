/** The user module's public face: what the app assembles and what other modules may use. */
export { deviceHash, loginThrottle, THROTTLE } from './login-throttle';
export { type ConfirmPassword, passwordConfirmation } from './password-confirmation';
export { default as userRoutes } from './routes';
export { hashPassword, slowDown } from './service';
export { SESSION_CHANNEL, sessionsRepository } from './sessions-repository';
export { parseSnsProviders, type SnsProvider } from './social';
export { usersRepository } from './users-repository';
