import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AddressLimits } from '../../app';
import { userService } from './service';
import { socialLogin, type SnsProvider } from './social';
import { usersRepository } from './users-repository';
import { emailLinks } from './email-links';
import accountRoutes from './account-routes';
import avatarRoutes from './avatar-routes';
import passwordRoutes from './password-routes';
import recoveryRoutes from './recovery-routes';
import securityRoutes from './security-routes';
import { accountSecurity } from './account-security';
import socialRoutes from './social-routes';
import verificationRoutes from './verification-routes';
import twoFactorRoutes from './two-factor-routes';
import { twoFactor } from './two-factor';

import { emailChange } from './email-change';
import emailChangeRoutes from './email-change-routes';
import { accountDeletion } from './account-deletion';
import deletionRoutes from './deletion-routes';

/** Sign-in (with its second factor), registration entry, email verification, password reset and change, sessions and sign-out. */
const userRoutes: FastifyPluginAsyncTypebox<{ sessionTtlDays: number; snsProviders: SnsProvider[]; limits: AddressLimits; publicUrl: string; now: () => Date }> = async (
  app,
  { sessionTtlDays, snsProviders, limits, publicUrl, now },
) => {
  const links = emailLinks(app.db, publicUrl);
  const service = userService(app.db, sessionTtlDays, limits.failedSignInsPer15Minutes, now);
  const users = usersRepository(app.db);

  await app.register(passwordRoutes, { service, links, limits });
  await app.register(verificationRoutes, { links, limits });
  await app.register(recoveryRoutes, { service, links, limits });
  await app.register(avatarRoutes, { users });
  await app.register(socialRoutes, { social: socialLogin(app.db, snsProviders), service, limits });
  await app.register(accountRoutes, { service, users });
  await app.register(twoFactorRoutes, { twoFactor: twoFactor(app.db, { confirmPassword: app.confirmPassword, now }), service, limits });
  await app.register(securityRoutes, { security: accountSecurity(app.db, { publicUrl, confirmPassword: app.confirmPassword }) });
  await app.register(emailChangeRoutes, { change: emailChange(app.db, { publicUrl, confirmPassword: app.confirmPassword, now }), limits });
  await app.register(deletionRoutes, { deletion: accountDeletion(app.db, { publicUrl, confirmPassword: app.confirmPassword, now }) });
};

export default userRoutes;
