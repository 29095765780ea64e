import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/client';
import { AppError, ValidationError } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import { normalizeLocale } from '../../../domain/locales';
import type { EmailLinks } from './email-links';
import { ApiCode } from '../../../domain/errors';
import { usersRepository, normalizeEmail } from './users-repository';
import { sessionsRepository } from './sessions-repository';
import { deviceHash, loginThrottle } from './login-throttle';
import { slowDown } from './service-errors';
import { codeRequired, secondFactor, wrongCode } from './second-factor';
import { twoFactorRepository } from './two-factor-repository';
import { userAgentOf } from './sessions-repository';
import { countryOf } from '../../lib/place';

export { slowDown };
import { checkSignInAllowed } from './account-deletion';

/** Argon2id with the OWASP-recommended minimum cost. */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

/** Compared against when the email is unknown, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;

/** What the password step answers: a session, or (two-factor sign-in on) the challenge its second step completes. */
export type LoginOutcome = { kind: 'session'; token: string; expiresAt: Date } | { kind: 'challenge'; challenge: string; expiresAt: Date };

/** How long the step between the password and the code may take. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes one challenge takes before it ends (the password is asked again). */
export const CHALLENGE_MAX_FAILURES = 5;

export function userService(db: Db, ttlDays: number, failedSignInsPerAddress?: number, now: () => Date = () => new Date()) {
  const users = usersRepository(db);
  const sessions = sessionsRepository(db);
  const throttle = loginThrottle(db, { freePerAddress: failedSignInsPerAddress });
  const codes = secondFactor(db, { now });

  async function challenge(userId: number, passwordOk: boolean, device: string | null, userAgent: unknown): Promise<LoginOutcome> {
    const token = newToken();
    const expiresAt = new Date(now().getTime() + CHALLENGE_TTL_MS);
    await twoFactorRepository(db).addChallenge({ userId, tokenHash: hashToken(token), passwordOk, deviceHash: device, userAgent: userAgentOf(userAgent), expiresAt, createdAt: now() });
    return { kind: 'challenge', challenge: token, expiresAt };
  }

  async function signIn(userId: number, email: string, ip: string, device: string | null, userAgent: unknown): Promise<LoginOutcome> {
    // Past the password (and the code): telling that the account is being deleted reveals nothing to a stranger.
    await checkSignInAllowed(db, userId, now());
    await throttle.clear(email, ip);
    await throttle.rememberDevice(userId, device);
    await users.touchLogin(userId);
    return { kind: 'session', ...(await sessions.create(userId, ttlDays, userAgent, await countryOf(ip))) };
  }

  /**
   * The one place that decides what a first proof of the owner earns (the password, a mailed
   * sign-in link, a social platform's sign-in): a session while two-factor sign-in is off, else
   * the challenge the code then completes (user.totpLogin), so no first step skips the second.
   */
  async function sessionOrChallenge(userId: number, email: string, ip: string, device: string | null, userAgent: unknown, twoFactorOn?: boolean): Promise<LoginOutcome> {
    if (twoFactorOn ?? (await codes.isOn(userId))) return challenge(userId, true, device, userAgent);
    return signIn(userId, email, ip, device, userAgent);
  }

  return {
    /**
     * The password step. With two-factor sign-in off, a right password opens a session. With it on,
     * it answers a challenge for the second step instead. While sign-in to such an account is being
     * slowed down, the password is still checked and a challenge answered whether it was right or
     * not (a wrong one still counts): the answer tells a guesser nothing, yet the owner, who also
     * holds the code, is never kept out by guesses made elsewhere.
     */
    async login(input: { email: string; password: string }, ip: string, deviceId?: unknown, userAgent?: unknown): Promise<LoginOutcome> {
      const email = normalizeEmail(input.email);
      const device = deviceHash(deviceId);
      const wait = await throttle.retryAfter(email, ip, device);
      const user = await users.findByEmail(email);
      const twoFactorOn = user ? await codes.isOn(user.id) : false;
      if (wait > 0 && !twoFactorOn) throw slowDown(wait);
      dummyHash ??= hashPassword('not-a-real-password');
      const valid = await verify(user?.passwordHash ?? (await dummyHash), input.password);
      if (!user || !valid) {
        await throttle.recordFailure(email, ip);
        if (user && wait > 0) return challenge(user.id, false, device, userAgent);
        throw new AppError(ApiCode.ValidationFailed, 'auth.login.wrongCredentials');
      }
      return sessionOrChallenge(user.id, email, ip, device, userAgent, twoFactorOn);
    },

    /**
     * The second step: the challenge and a code from the app or a recovery code. Wrong codes are
     * slowed down per account and end the challenge after a few; a challenge whose password was
     * wrong answers exactly as a wrong code does.
     */
    async loginWithCode(input: { challenge?: string; code?: string; recovery_code?: string }, ip: string, deviceId?: unknown, userAgent?: unknown): Promise<LoginOutcome> {
      const repo = twoFactorRepository(db);
      const found = input.challenge ? await repo.liveChallenge(hashToken(input.challenge), now()) : null;
      if (!found || found.failures >= CHALLENGE_MAX_FAILURES) throw new AppError(ApiCode.ValidationFailed, 'twoFactor.challengeExpired');
      const user = await users.findById(found.userId);
      if (!user) throw new AppError(ApiCode.ValidationFailed, 'twoFactor.challengeExpired');
      try {
        if (!found.passwordOk) {
          const wait = await codes.retryAfter(found.userId);
          if (wait > 0) throw slowDown(wait);
          throw input.code || input.recovery_code ? wrongCode(input.code ? 'code' : 'recovery_code') : codeRequired();
        }
        await codes.check(found.userId, input, { recovery: true });
      } catch (err) {
        if (err instanceof ValidationError) await repo.challengeFailed(found.id);
        throw err;
      }
      if (!(await repo.spendChallenge(found.id, now()))) throw new AppError(ApiCode.ValidationFailed, 'twoFactor.challengeExpired');
      const device = deviceHash(deviceId) ?? found.deviceHash;
      return signIn(user.id, normalizeEmail(user.email), ip, device, userAgent ?? found.userAgent);
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
     * With two-factor sign-in on, it answers the second step's challenge instead, as the password does.
     */
    async signInWithLink(token: string, ip: string, deviceId: unknown, links: EmailLinks, userAgent?: unknown) {
      const { userId, email } = await links.spendSignIn(token);
      // The link stands for the password, not for the second factor: with it on, the code comes next.
      return sessionOrChallenge(userId, normalizeEmail(email), ip, deviceHash(deviceId), userAgent);
    },

    /**
     * POST /v1/user.sns_login, once the platform has vouched for the account: the platform stands
     * for the password, not for the second factor, so with two-factor sign-in on it answers the
     * same challenge the password step does, completed by the same user.totpLogin.
     */
    async signInWithPlatform(userId: number, ip: string, deviceId: unknown, userAgent?: unknown): Promise<LoginOutcome> {
      const user = await users.findById(userId);
      if (!user) throw new AppError(ApiCode.ValidationFailed, 'auth.sns.failed');
      return sessionOrChallenge(userId, normalizeEmail(user.email), ip, deviceHash(deviceId), userAgent);
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
