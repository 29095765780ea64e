/**
 * The signed-in author's own security settings: changing the password, and the sessions signed in
 * to the account (which device, when first and last seen), any of which the author can sign out.
 * Every change commits with its audit row, and ends the sessions' live streams at once (pg_notify).
 */
import type { Db } from '../../db/client';
import { AppError, notFound, ValidationError } from '../../lib/errors';
import { allChecked, validate } from '../../lib/validate';
import { ApiCode } from '../../../domain/errors';
import type { PasswordChanged, SessionEntry, SessionsRevoked } from '../../../domain/api/account';
import { passwordChangeSchema } from '../../../domain/schemas/auth';
import { audit, type AuditOrigin } from '../audit';
import { queueMail } from '../mail';
import type { ConfirmPassword } from './password-confirmation';
import { passwordContext } from './route-options';
import { hashPassword } from './service';
import { linkUrl } from './link-rules';
import { announceSessionsEnded, revokeOtherSessions, revokeSession, sessionsRepository } from './sessions-repository';
import { deviceOfSession } from './user-agent';
import { usersRepository } from './users-repository';

/** Who is asking: the account, the session the request came with, and where it came from. */
export interface Caller {
  userId: number;
  sessionId: number;
  ip: string;
  origin: AuditOrigin;
}

export function accountSecurity(db: Db, { publicUrl, confirmPassword }: { publicUrl: string; confirmPassword: ConfirmPassword }) {
  const author = (caller: Caller) => ({ kind: 'author' as const, id: caller.userId });

  return {
    /**
     * A new password on the sign-up rules, given the current one (a wrong one counts as a failed
     * sign-in and is slowed down alike). Every other session ends, the caller's stays; the address
     * is mailed, with the way to choose another should the change not be the owner's. Of two
     * changes made at once from one old password, one lands and the other answers 4009.
     */
    async changePassword(caller: Caller, input: { current_password?: string; password?: string }): Promise<PasswordChanged> {
      const users = usersRepository(db);
      const user = await users.findById(caller.userId);
      if (!user) throw notFound();
      // An account made with a social platform has no password to confirm, so none to change here.
      if (!user.passwordHash) throw new ValidationError({ current_password: { id: 'account.password.none' } }, undefined, 'account.password.none');
      // Both checked at once, so one answer names every field that is wrong.
      const current = input.current_password;
      const [rules] = await allChecked([
        validate(passwordChangeSchema, { ...input, email: user.email }, passwordContext),
        current ? confirmPassword(caller.userId, current, caller.ip, 'current_password') : Promise.resolve(),
      ] as const);
      const passwordHash = await hashPassword(rules.password);
      return db.transaction(async (tx) => {
        const now = new Date();
        if (!(await usersRepository(tx).replacePasswordHash(caller.userId, user.passwordHash!, passwordHash, now))) {
          throw new AppError(ApiCode.Conflict, 'account.password.changedMeanwhile');
        }
        const signedOut = await revokeOtherSessions(tx, caller.userId, caller.sessionId, now);
        await announceSessionsEnded(tx, caller.userId);
        await queueMail(tx, { to: user.email, template: 'password_changed', lang: user.lang, site: user.fromSite, params: { link: linkUrl(publicUrl, '/forgot-password') } });
        await audit(tx, { actor: author(caller), action: 'user.password_changed', subject: { kind: 'user', id: caller.userId, userId: caller.userId }, after: { signed_out: signedOut }, origin: caller.origin });
        return { signed_out: signedOut };
      });
    },

    /** The account's live sessions, the most recently used first, the caller's marked. */
    async sessions(caller: Pick<Caller, 'userId' | 'sessionId'>): Promise<SessionEntry[]> {
      const rows = await sessionsRepository(db).liveOf(caller.userId, new Date());
      return rows.map((row) => ({
        id: row.id,
        ...deviceOfSession(row.userAgent),
        country: row.country,
        first_seen: row.createdAt.toISOString(),
        last_seen: row.lastSeenAt.toISOString(),
        current: row.id === caller.sessionId,
      }));
    },

    /** Signs out one live session of the account (another account's, or an ended one, is 4004), or every other one. */
    async revokeSessions(caller: Caller, which: { id?: number; others?: boolean }): Promise<SessionsRevoked> {
      const one = which.others === true ? undefined : which.id;
      if (which.others !== true && one === undefined) throw new ValidationError({ id: { id: 'account.session.idOrOthers' } }, undefined, 'account.session.idOrOthers');
      return db.transaction(async (tx) => {
        const now = new Date();
        let signedOut: number;
        if (one !== undefined) {
          if (!(await revokeSession(tx, caller.userId, one, now))) throw notFound('account.session.notFound');
          signedOut = 1;
        } else {
          signedOut = await revokeOtherSessions(tx, caller.userId, caller.sessionId, now);
        }
        if (signedOut > 0) {
          await announceSessionsEnded(tx, caller.userId);
          await audit(tx, {
            actor: author(caller),
            action: 'user.sessions_revoked',
            subject: { kind: 'user', id: caller.userId, userId: caller.userId },
            after: { session: one ?? null, others: one === undefined, signed_out: signedOut },
            origin: caller.origin,
          });
        }
        return { signed_out: signedOut };
      });
    },
  };
}
export type AccountSecurity = ReturnType<typeof accountSecurity>;
