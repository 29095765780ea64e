/**
 * The second factor, checked: a code from the authenticator app or a recovery code. Shared by the
 * sign-in's second step and by the sensitive steps that ask for the password again.
 */
import { randomInt } from 'node:crypto';
import { verify } from 'otplib';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { keyRing } from '../../lib/crypto/data-keys';
import { RECOVERY_CODE_COUNT } from '../../../domain/api/two-factor';
import { delayAfter, THROTTLE } from './login-throttle';
import { loginFailuresRepository } from './login-failures-repository';
import { slowDown } from './service-errors';
import { twoFactorRepository } from './two-factor-repository';

/**
 * A code is accepted for its own 30-second step and the step on either side (a phone's clock a
 * little off, a code typed as it turned over); each step once only, and never one older than the
 * last accepted, so an overheard code cannot be replayed.
 */
export const TOTP_TOLERANCE_SECONDS = 30;
/** Wrong codes the account may make per throttle window before each further one waits (30 s, doubling). */
export const FREE_WRONG_CODES = 5;

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten fresh recovery codes, `xxxxx-xxxxx` (about 49 bits each), in the form shown to the author. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** A recovery code as typed, in the form it was hashed in: lower case, without spaces or hyphens. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
/** The keyed hash a recovery code is stored under (never the code itself). */
export const recoveryCodeHash = (code: string) => keyRing().hash(normalizeRecoveryCode(code));

/** The time step a code from the app belongs to, or null when it is not right (or not after `afterStep`). */
export async function matchTotp(secret: string, code: string, at: Date, afterStep?: number | null): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export const wrongCode = (field = 'code') => new ValidationError({ [field]: { id: 'twoFactor.wrongCode' } }, undefined, 'twoFactor.wrongCode');
export const codeRequired = (field = 'code') => new ValidationError({ [field]: { id: 'twoFactor.codeRequired' } }, undefined, 'twoFactor.codeRequired');

/** What the author gives as the second factor. */
export interface SecondFactorInput {
  code?: string;
  recovery_code?: string;
}

export function secondFactor(db: Db, { now = () => new Date() }: { now?: () => Date } = {}) {
  const failures = loginFailuresRepository(db);
  const bucket = (userId: number) => `code:user:${userId}`;

  /** Seconds before the account may try another code (wrong codes slow down like wrong passwords). */
  async function retryAfter(userId: number): Promise<number> {
    const since = new Date(now().getTime() - THROTTLE.windowSeconds * 1000);
    const row = await failures.since(bucket(userId), since);
    const delay = delayAfter(row?.n ?? 0, FREE_WRONG_CODES);
    if (!delay || !row?.last) return 0;
    const last = new Date(row.last as unknown as string | Date).getTime();
    return Math.max(0, Math.ceil((last + delay * 1000 - now().getTime()) / 1000));
  }

  return {
    retryAfter,

    /** Whether the account signs in with a second factor. */
    async isOn(userId: number): Promise<boolean> {
      return Boolean((await twoFactorRepository(db).totpOf(userId))?.enabledAt);
    },

    /** Records a wrong code against the account. */
    async recordFailure(userId: number): Promise<void> {
      await failures.add([bucket(userId)], now());
    },

    /**
     * Checks and spends the second factor of an account that has it on: 4029 while wrong codes are
     * being slowed down, 4001 on `field` for a missing or wrong one (counted). A right code spends
     * its time step, a recovery code itself; `recovery` allows recovery codes (the sign-in does).
     */
    async check(userId: number, input: SecondFactorInput, { field = 'code', recovery = false }: { field?: string; recovery?: boolean } = {}): Promise<void> {
      const wait = await retryAfter(userId);
      if (wait > 0) throw slowDown(wait);
      const code = input.code?.trim();
      const recoveryCode = recovery ? input.recovery_code?.trim() : undefined;
      if (!code && !recoveryCode) throw codeRequired(field);
      const repo = twoFactorRepository(db);
      const at = now();
      let ok = false;
      if (code) {
        const totp = await repo.totpOf(userId);
        const step = totp?.enabledAt ? await matchTotp(totp.secret, code, at, totp.lastStep) : null;
        ok = step !== null && (await repo.spendStep(userId, step));
      } else if (recoveryCode) {
        ok = await repo.spendRecoveryCode(userId, keyRing().hashes(normalizeRecoveryCode(recoveryCode)), at);
      }
      if (!ok) {
        await failures.add([bucket(userId)], at);
        throw wrongCode(recoveryCode && !code ? 'recovery_code' : field);
      }
      await failures.clear([bucket(userId)]);
    },
  };
}
export type SecondFactor = ReturnType<typeof secondFactor>;
