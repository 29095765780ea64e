import { verify } from '@node-rs/argon2';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { loginThrottle } from './login-throttle';
import { slowDown } from './service';
import { normalizeEmail, usersRepository } from './users-repository';

/** Checks the signed-in account's password again; throws 4029 (slowed) or 4001 on `field` (default `password`). */
export type ConfirmPassword = (userId: number, password: string, ip: string, field?: string) => Promise<void>;

/**
 * The password asked again before a sensitive step (payee details, personal data). A wrong one
 * counts against the account exactly as a failed sign-in does, in the same buckets: guesses made
 * through a stolen session and through the sign-in form share one allowance, whichever session
 * they come from, and an account being slowed down waits here too.
 */
export function passwordConfirmation(db: Db, options: { freePerAddress?: number; now?: () => number } = {}): ConfirmPassword {
  const throttle = loginThrottle(db, options);
  return async (userId, password, ip, field = 'password') => {
    const user = await usersRepository(db).credentials(userId);
    const account = user?.email ? normalizeEmail(user.email) : `user:${userId}`;
    const wait = await throttle.retryAfter(account, ip);
    if (wait > 0) throw slowDown(wait);
    if (!user?.passwordHash || !(await verify(user.passwordHash, password))) {
      await throttle.recordFailure(account, ip);
      throw new ValidationError({ [field]: { id: 'personal.reveal.wrongPassword' } }, undefined, 'personal.reveal.wrongPassword');
    }
  };
}
