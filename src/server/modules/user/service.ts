import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { normalizeLocale } from '../../../domain/locales';
import { waitInWords } from '../../../domain/session';
import type { EmailLinks } from './email-links';
import { ApiCode } from '../../../domain/errors';
import { usersRepository, normalizeEmail } from './users-repository';
import { sessionsRepository } from './sessions-repository';
import { deviceHash, loginThrottle } from './login-throttle';
import { checkSignInAllowed } from './account-deletion';

/** Argon2id with the OWASP-recommended minimum cost. */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** 4029 saying how long to wait, worded as the portal's countdown words it (waitInWords), with `retryAfter` in seconds. */
export const slowDown = (retryAfter: number) => {
  const wait = waitInWords(retryAfter);
  return wait.unit === 'seconds'
    ? new AppError(ApiCode.TooFrequent, 'auth.login.slowDownSeconds', { seconds: wait.seconds }, { retryAfter })
    : new AppError(ApiCode.TooFrequent, 'auth.login.slowDown', { minutes: wait.minutes }, { retryAfter });
};

export const hashPassword = (password: string) => hash(password, ARGON2);

/** Compared against when the email is unknown, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;

export function userService(db: Db, ttlDays: number, failedSignInsPerAddress?: number, now: () => Date = () => new Date()) {
  const users = usersRepository(db);
  const sessions = sessionsRepository(db);
  const throttle = loginThrottle(db, { freePerAddress: failedSignInsPerAddress });

  return {
    async login(input: { email: string; password: string }, ip: string, deviceId?: unknown, userAgent?: unknown) {
      const email = normalizeEmail(input.email);
      const device = deviceHash(deviceId);
      const wait = await throttle.retryAfter(email, ip, device);
      if (wait > 0) throw slowDown(wait);
      const user = await users.findByEmail(email);
      dummyHash ??= hashPassword('not-a-real-password');
      const valid = await verify(user?.passwordHash ?? (await dummyHash), input.password);
      if (!user || !valid) {
        await throttle.recordFailure(email, ip);
        throw new AppError(ApiCode.ValidationFailed, 'auth.login.wrongCredentials');
      }
      // A correct password, so telling that the account is being deleted reveals nothing to a stranger.
      await checkSignInAllowed(db, user.id, now());
      await throttle.clear(email, ip);
      await throttle.rememberDevice(user.id, device);
      await users.touchLogin(user.id);
      return sessions.create(user.id, ttlDays, userAgent);
    },

    /**
     * POST /v1/user.signin_link_request: the owner's way past the slow-down. While sign-in to this
     * account is being slowed down for the requester, the account's address is mailed a one-time
     * sign-in link; otherwise nothing is mailed. The caller answers alike either way, so the
     * request tells nobody whether the address has an account. A guesser gains nothing: the link
     * goes only to the account's own inbox.
     */
    async requestSignInLink(email: string, ip: string, deviceId: unknown, links: EmailLinks): Promise<void> {
      const address = normalizeEmail(email);
      if ((await throttle.retryAfter(address, ip, deviceHash(deviceId))) === 0) return;
      await links.sendSignIn(address);
    },

    /**
     * POST /v1/user.signin_link: a session for the owner of a live sign-in link, whatever the
     * password throttle says (the link proves the inbox, not a guess). The link's address's failures
     * from this address are forgiven and the device is remembered, as after a password sign-in.
     */
    async signInWithLink(token: string, ip: string, deviceId: unknown, links: EmailLinks, userAgent?: unknown) {
      const { userId, email } = await links.spendSignIn(token);
      await checkSignInAllowed(db, userId, now());
      await throttle.clear(normalizeEmail(email), ip);
      await throttle.rememberDevice(userId, deviceHash(deviceId));
      await users.touchLogin(userId);
      return sessions.create(userId, ttlDays, userAgent);
    },

    /**
     * Creates the account and mails its verification link, or, when the address already has an
     * account, mails that address instead and creates nothing. Both paths hash the password and
     * write one mail, and the caller answers both alike: sign-up reveals nobody's account.
     */
    async signUp(input: { email: string; password: string; from_site?: number }, lang: string, links: EmailLinks): Promise<{ email: string }> {
      const email = normalizeEmail(input.email);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const accounts = usersRepository(tx);
        const created = await accounts.create({ email, passwordHash, lang: normalizeLocale(lang), fromSite: input.from_site ?? null });
        if (created) return links.sendVerification(tx, created);
        const existing = await accounts.findByEmail(email);
        if (existing) await links.sendSignUpAttempt(tx, existing);
      });
      return { email };
    },

    logout: (token: string) => sessions.revoke(token),
  };
}
export type UserService = ReturnType<typeof userService>;
