import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/client';
import { AppError, ValidationError, tooFrequent } from '../../lib/errors';
import { ApiCode } from '../../../domain/errors';
import { usersRepository, normalizeEmail } from './users-repository';
import { sessionsRepository } from './sessions-repository';
import { loginThrottle } from './login-throttle';

/** Argon2id with the OWASP-recommended minimum cost. */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

/** Compared against when the email is unknown, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;

export function userService(db: Db, ttlDays: number) {
  const users = usersRepository(db);
  const sessions = sessionsRepository(db);
  const throttle = loginThrottle(db);

  return {
    async login(input: { email: string; password: string }, ip: string) {
      const email = normalizeEmail(input.email);
      const wait = await throttle.retryAfter(email, ip);
      if (wait > 0) throw tooFrequent(wait);
      const user = await users.findByEmail(email);
      dummyHash ??= hashPassword('not-a-real-password');
      const valid = await verify(user?.passwordHash ?? (await dummyHash), input.password);
      if (!user || !valid) {
        await throttle.recordFailure(email, ip);
        throw new AppError(ApiCode.ValidationFailed, 'auth.login.wrongCredentials');
      }
      await throttle.clear(email);
      await users.touchLogin(user.id);
      return sessions.create(user.id, ttlDays);
    },

    async signUp(input: { email: string; password: string; from_site?: number }, lang: string) {
      const user = await users.create({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        lang,
        fromSite: input.from_site ?? null,
      });
      if (!user) {
        throw new ValidationError({ email: { id: 'auth.signup.emailTaken' } }, ApiCode.Conflict, 'auth.signup.emailTaken');
      }
      await users.touchLogin(user.id);
      return sessions.create(user.id, ttlDays);
    },

    logout: (token: string) => sessions.revoke(token),
  };
}
