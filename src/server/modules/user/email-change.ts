/**
 * Changing the sign-in address. The current password is asked first; the new address is mailed a
 * verification link and nothing changes until it is opened. Then the old address is told, with a
 * link that restores it for a week and signs every session out, should the change not be the
 * owner's. A taken address answers a field error, never a mail to its owner.
 */
import type { Db, Tx } from '../../db/client';
import { AppError, notFound, ValidationError } from '../../lib/errors';
import { allChecked, validate } from '../../lib/validate';
import { ApiCode } from '../../../domain/errors';
import type { EmailState } from '../../../domain/api/account-lifecycle';
import { emailChangeSchema } from '../../../domain/schemas/account-lifecycle';
import { audit } from '../audit';
import { queueMail } from '../mail';
import type { Caller } from './account-security';
import { cancelEmailChanges, issueLink, pendingEmailChange, revokeSessions, setProvenEmail, spendLink } from './email-links-repository';
import { EMAIL_LINKS, linkInvalid, linkUrl } from './link-rules';
import type { ConfirmPassword } from './password-confirmation';
import { announceSessionsEnded } from './sessions-repository';
import { normalizeEmail, usersRepository } from './users-repository';

const taken = () => new ValidationError({ email: { id: 'account.email.taken' } }, undefined, 'account.email.taken');

/** Whether another account signs in with `address` (lower-cased). */
async function addressTaken(tx: Tx | Db, address: string, userId: number): Promise<boolean> {
  const owner = await usersRepository(tx).findByEmail(address);
  return Boolean(owner && owner.id !== userId);
}

/** PostgreSQL's unique violation: two accounts took one address at the same moment. */
const isUniqueViolation = (err: unknown) => (err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';

export function emailChange(db: Db, { publicUrl, confirmPassword, now: clock }: { publicUrl: string; confirmPassword: ConfirmPassword; now: () => Date }) {
  /** The account's address and the one waiting for its link to be opened. */
  async function state(userId: number): Promise<EmailState> {
    const user = await usersRepository(db).findById(userId);
    if (!user) throw notFound();
    const pending = await pendingEmailChange(db, userId, clock());
    return { email: user.email, pending_email: pending?.email ?? null, pending_until: pending?.expiresAt.toISOString() ?? null };
  }

  return {
    state,

    /** POST /v1/user.emailChange: the new address is mailed its link (an earlier pending one stops working). */
    async request(caller: Caller, input: { email?: string; password?: string }): Promise<EmailState> {
      const user = await usersRepository(db).findById(caller.userId);
      if (!user) throw notFound();
      const [rules] = await allChecked([
        validate(emailChangeSchema, input),
        input.password ? confirmPassword(caller.userId, input.password, caller.ip) : Promise.resolve(),
      ] as const);
      const address = normalizeEmail(rules.email);
      if (address === normalizeEmail(user.email)) throw new ValidationError({ email: { id: 'account.email.same' } }, undefined, 'account.email.same');
      if (await addressTaken(db, address, caller.userId)) throw taken();
      await db.transaction(async (tx) => {
        const token = await issueLink(tx, caller.userId, address, 'email_change', EMAIL_LINKS.emailChangeHours * 3_600_000, clock());
        await queueMail(tx, {
          to: address,
          template: 'email_change_verify',
          lang: user.lang,
          site: user.fromSite,
          params: { link: linkUrl(publicUrl, '/account/email-confirm', token), hours: EMAIL_LINKS.emailChangeHours },
        });
        await audit(tx, { actor: { kind: 'author', id: caller.userId }, action: 'user.email_change_requested', subject: { kind: 'user', id: caller.userId, userId: caller.userId }, origin: caller.origin });
      });
      return state(caller.userId);
    },

    /**
     * POST /v1/user.emailChangeConfirm: the link to the new address was opened, so it becomes the
     * sign-in address (verified); the old one is mailed its undo link.
     */
    async confirm(token: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const now = clock();
          const link = await spendLink(tx, token, 'email_change', now);
          if (!link) throw linkInvalid();
          const user = await usersRepository(tx).findById(link.userId);
          if (!user) throw linkInvalid();
          if (await addressTaken(tx, link.email, user.id)) throw taken();
          await setProvenEmail(tx, user.id, link.email, now);
          const undo = await issueLink(tx, user.id, user.email, 'email_change_undo', EMAIL_LINKS.emailChangeUndoDays * 86_400_000, now);
          await queueMail(tx, {
            to: user.email,
            template: 'email_changed',
            lang: user.lang,
            site: user.fromSite,
            params: { link: linkUrl(publicUrl, '/account/email-undo', undo), days: EMAIL_LINKS.emailChangeUndoDays },
          });
          await audit(tx, { actor: { kind: 'author', id: user.id }, action: 'user.email_changed', subject: { kind: 'user', id: user.id, userId: user.id } });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw taken();
        throw err;
      }
    },

    /**
     * POST /v1/user.emailChangeUndo: the old address's link restores it (verified: the link proves
     * it), signs every session out and cancels any change still waiting. The owner then signs in
     * with the old address, and should change the password if someone else made the change.
     */
    async undo(token: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const now = clock();
          const link = await spendLink(tx, token, 'email_change_undo', now);
          if (!link) throw linkInvalid();
          if (await addressTaken(tx, link.email, link.userId)) throw new AppError(ApiCode.Conflict, 'account.email.undoTaken');
          const user = await setProvenEmail(tx, link.userId, link.email, now);
          if (!user) throw linkInvalid();
          await cancelEmailChanges(tx, user.id, now);
          await revokeSessions(tx, user.id, now);
          await announceSessionsEnded(tx, user.id);
          await queueMail(tx, { to: user.email, template: 'email_change_undone', lang: user.lang, site: user.fromSite, params: { link: linkUrl(publicUrl, '/forgot-password') } });
          await audit(tx, { actor: { kind: 'author', id: user.id }, action: 'user.email_change_undone', subject: { kind: 'user', id: user.id, userId: user.id } });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(ApiCode.Conflict, 'account.email.undoTaken');
        throw err;
      }
    },
  };
}
export type EmailChange = ReturnType<typeof emailChange>;
