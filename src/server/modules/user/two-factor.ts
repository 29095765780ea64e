/**
 * Two-factor sign-in with an authenticator app: set up (a new key, shown as a QR code and as text),
 * turned on by a first right code (which hands out the recovery codes, once), turned off with the
 * password and a code. An account made through a social platform has no password: a recent sign-in
 * stands in for it. Every change commits with its audit row.
 */
import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { AppError, notFound, ValidationError } from '../../lib/errors';
import { ApiCode } from '../../../domain/errors';
import { V } from '../../../domain/schemas/messages';
import { brandNameOfSite } from '../../../domain/brand-names';
import type { TotpDisabled, TotpEnabled, TotpSetup, TotpStatus } from '../../../domain/api/two-factor';
import { audit } from '../audit';
import type { Caller } from './account-security';
import type { ConfirmPassword } from './password-confirmation';
import { codeRequired, matchTotp, newRecoveryCodes, recoveryCodeHash, secondFactor, wrongCode } from './second-factor';
import { slowDown } from './service-errors';
import { sessionsRepository } from './sessions-repository';
import { twoFactorRepository } from './two-factor-repository';
import { usersRepository } from './users-repository';

const passwordRequired = () => new ValidationError({ password: { id: V.passwordRequired } });

/**
 * How recent the sign-in of an account without a password must be for it to stand in for the
 * password: long enough to finish the set-up, short enough that a session left open elsewhere
 * cannot change how the account signs in.
 */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

export function twoFactor(db: Db, { confirmPassword, now }: { confirmPassword: ConfirmPassword; now: () => Date }) {
  const codes = secondFactor(db, { now });
  const author = (caller: Caller) => ({ kind: 'author' as const, id: caller.userId });
  const subject = (caller: Caller) => ({ kind: 'user', id: caller.userId, userId: caller.userId });

  /**
   * The owner, asked again: the password (and, with `withCode`, a code when two-factor sign-in is
   * on). An account without a password confirms with its session instead, which must have been
   * signed in within RECENT_SIGN_IN_MS (else 4001 asking to sign in again), plus the code.
   */
  async function confirmOwner(caller: Caller, password: string | undefined, withCode?: { code?: string }): Promise<void> {
    const user = await usersRepository(db).credentials(caller.userId);
    if (user?.passwordHash) {
      if (!password) throw passwordRequired();
      return confirmPassword(caller.userId, password, caller.ip, 'password', withCode);
    }
    const signedInAt = await sessionsRepository(db).createdAtOf(caller.sessionId);
    if (!signedInAt || now().getTime() - signedInAt.getTime() > RECENT_SIGN_IN_MS) throw new AppError(ApiCode.ValidationFailed, 'twoFactor.signInAgain');
    if (withCode) await codes.check(caller.userId, withCode);
  }

  return {
    async status(userId: number): Promise<TotpStatus> {
      const repo = twoFactorRepository(db);
      const totp = await repo.totpOf(userId);
      const on = Boolean(totp?.enabledAt);
      const hasPassword = Boolean((await usersRepository(db).credentials(userId))?.passwordHash);
      return { enabled: on, enabled_at: on ? totp!.enabledAt!.toISOString() : null, recovery_codes_left: on ? await repo.recoveryCodesLeft(userId) : 0, has_password: hasPassword };
    },

    /** A new key after the password again (or a recent sign-in); not on until a code from it is given (totpEnable). */
    async setup(caller: Caller, password: string | undefined): Promise<TotpSetup> {
      await confirmOwner(caller, password);
      const user = await usersRepository(db).findById(caller.userId);
      if (!user) throw notFound();
      const secret = generateSecret();
      // The app lists the account under the brand of the author's site, as their mails are signed.
      if (!(await twoFactorRepository(db).savePending(caller.userId, secret, now()))) throw new AppError(ApiCode.Conflict, 'twoFactor.alreadyOn');
      const otpauthUri = generateURI({ issuer: brandNameOfSite(user.fromSite), label: user.email, secret });
      const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauth_uri: otpauthUri, qr_svg: qrSvg };
    },

    /** The first right code turns it on and answers ten recovery codes, the only time they are shown. */
    async enable(caller: Caller, code: string | undefined): Promise<TotpEnabled> {
      if (!code?.trim()) throw codeRequired();
      const repo = twoFactorRepository(db);
      const totp = await repo.totpOf(caller.userId);
      if (!totp) throw new AppError(ApiCode.Conflict, 'twoFactor.notSetUp');
      if (totp.enabledAt) throw new AppError(ApiCode.Conflict, 'twoFactor.alreadyOn');
      const wait = await codes.retryAfter(caller.userId);
      if (wait > 0) throw slowDown(wait);
      const step = await matchTotp(totp.secret, code, now());
      if (step === null) {
        await codes.recordFailure(caller.userId);
        throw wrongCode();
      }
      const recoveryCodes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        const at = now();
        const inTx = twoFactorRepository(tx);
        if (!(await inTx.enable(caller.userId, step, at))) throw new AppError(ApiCode.Conflict, 'twoFactor.alreadyOn');
        await inTx.replaceRecoveryCodes(caller.userId, recoveryCodes.map(recoveryCodeHash), at);
        await audit(tx, { actor: author(caller), action: 'user.two_factor_enabled', subject: subject(caller), origin: caller.origin });
      });
      return { recovery_codes: recoveryCodes };
    },

    /** Off again, given the password (or a recent sign-in) and a code from the app. */
    async disable(caller: Caller, input: { password?: string; code?: string }): Promise<TotpDisabled> {
      if (!(await codes.isOn(caller.userId))) throw new AppError(ApiCode.Conflict, 'twoFactor.notOn');
      await confirmOwner(caller, input.password, { code: input.code });
      await db.transaction(async (tx) => {
        await twoFactorRepository(tx).remove(caller.userId);
        await audit(tx, { actor: author(caller), action: 'user.two_factor_disabled', subject: subject(caller), origin: caller.origin });
      });
      return { enabled: false };
    },
  };
}
export type TwoFactor = ReturnType<typeof twoFactor>;
