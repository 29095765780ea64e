import { verify } from '@node-rs/argon2';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { loginThrottle } from './login-throttle';
import { secondFactor } from './second-factor';
import { slowDown } from './service-errors';
import { normalizeEmail, usersRepository } from './users-repository';

/**
 * Checks the signed-in account's password again; throws 4029 (slowed) or 4001 on `field` (default `password`).
 * With `withCode`, a step that needs the second factor too: when the account has two-factor sign-in on,
 * its code is required as well (4001 on `code` when missing or wrong; wrong codes are slowed down).
 */
export type ConfirmPassword = (userId: number, password: string, ip: string, field?: string, withCode?: { code?: string }) => Promise<void>;

/**
 * The password asked again before a sensitive step (payee details, personal data). A wrong one
 * counts against the account exactly as a failed sign-in does, in the same buckets: guesses made
 * through a stolen session and through the sign-in form share one allowance, whichever session
 * they come from, and an account being slowed down waits here too. The code is looked at only
 * after the password is right, so a wrong password never spends a code nor counts as a wrong one.
 */
export function passwordConfirmation(db: Db, options: { freePerAddress?: number; now?: () => number; clock?: () => Date } = {}): ConfirmPassword {
  const throttle = loginThrottle(db, options);
  const codes = secondFactor(db, { now: options.clock });
  return async (userId, password, ip, field = 'password', withCode) => {
    const user = await usersRepository(db).credentials(userId);
    const account = user?.email ? normalizeEmail(user.email) : `user:${userId}`;
    const wait = await throttle.retryAfter(account, ip);
    if (wait > 0) throw slowDown(wait);
    if (!user?.passwordHash || !(await verify(user.passwordHash, password))) {
      await throttle.recordFailure(account, ip);
      throw new ValidationError({ [field]: { id: 'personal.reveal.wrongPassword' } }, undefined, 'personal.reveal.wrongPassword');
    }
    if (withCode && (await codes.isOn(userId))) await codes.check(userId, withCode);
  };
}
