/** The user module's public face: what the app assembles and what other modules may use. */
import type { AppModule } from '../../lib/app-module';
import type { AddressLimits } from '../../app';
import userRoutes from './routes';
import type { SnsProvider } from './social';
export { deviceHash, loginThrottle, THROTTLE } from './login-throttle';
export { type ConfirmPassword, passwordConfirmation } from './password-confirmation';
export { hashPassword, slowDown } from './service';
export { twoFactorActions } from './admin';
export { LAST_SEEN_EVERY_MS, SESSION_CHANNEL, sessionsRepository } from './sessions-repository';
export { parseSnsProviders, type SnsProvider } from './social';
export { usersRepository } from './users-repository';
/** An archive of the account reads it here. */
export { userArchiveRepository } from './archive-repository';
export { type AccountEraser, completeDueDeletions, DELETION_JOB, type ErasureParts } from './account-deletion';
export { userActions } from './deletion-admin';
/** Whether accounts are being deleted or erased (a job makes nothing more for them). */
export { deletionRepository } from './deletion-repository';

/** What the user module adds to the app: accounts, sessions and sign-in, with the app's settings for them. */
export function userModule(settings: { sessionTtlDays: number; snsProviders: SnsProvider[]; limits: AddressLimits; publicUrl: string }): AppModule {
  return {
    name: 'user',
    async register(app, { now }) {
      await app.register(userRoutes, { ...settings, now });
    },
  };
}
