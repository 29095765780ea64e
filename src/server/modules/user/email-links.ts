import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { emailTokens, mailOutbox, sessions, users } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import { AppError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { ApiCode } from '../../../domain/errors';
import type { ResetLinkState } from '../../../domain/api/session';
import { passwordResetSchema, type PasswordContext } from '../../../domain/schemas/auth';
import { SIGN_IN_LINK_MINUTES, SIGN_IN_LINK_PARAM } from '../../../domain/session';
import { queueMail } from '../mail';
import { normalizeEmail } from './users-repository';
import { announceSessionsEnded } from './sessions-repository';
import { hashPassword } from './service';

export type LinkPurpose = 'verify_email' | 'password_reset' | 'sign_in';

export const EMAIL_LINKS = {
  /** a verification link lasts two days */
  verifyHours: 48,
  /** a password reset link lasts half an hour */
  resetMinutes: 30,
  /** reset mails one address receives per hour at most (further requests are answered alike and mail nothing) */
  resetMailsPerAddressHour: 3,
  /** a sign-in link (asked for while sign-in is slowed down) lasts a quarter of an hour */
  signInMinutes: SIGN_IN_LINK_MINUTES,
  /** sign-in link mails one address receives per hour at most (further requests are answered alike and mail nothing) */
  signInMailsPerAddressHour: 3,
} as const;

/** Has the account's owner opened a verification (or password reset) link sent to its current address? */
export async function isEmailVerified(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row?.at);
}

const linkInvalid = () => new AppError(ApiCode.ValidationFailed, 'auth.link.invalid');

/**
 * Single-use links mailed to an account (email verification, password reset, sign-in while
 * sign-in is slowed down). The token is only in the mail (the outbox keeps it redacted); the
 * database keeps its SHA-256, the address it went to and an expiry. Issuing a link spends the
 * account's older links of the same purpose.
 */
export function emailLinks(db: Db, publicUrl: string) {
  const url = (path: string, token?: string, param = 'token') => {
    const u = new URL(path, publicUrl);
    if (token) u.searchParams.set(param, token);
    return u.href;
  };

  async function issue(tx: Tx | Db, userId: number, email: string, purpose: LinkPurpose, ttlMs: number): Promise<string> {
    const now = new Date();
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    const token = newToken();
    await tx.insert(emailTokens).values({ userId, purpose, tokenHash: hashToken(token), email: normalizeEmail(email), expiresAt: new Date(now.getTime() + ttlMs) });
    return token;
  }

  /** The live (unused, unexpired) link of a token, or null. */
  async function live(tx: Tx | Db, token: string, purpose: LinkPurpose) {
    const [row] = await tx
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, new Date())))
      .limit(1);
    return row ?? null;
  }

  /** Spends a link: one statement, so of two simultaneous clicks only one succeeds. */
  async function spend(tx: Tx | Db, token: string, purpose: LinkPurpose) {
    const [row] = await tx
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, new Date())))
      .returning();
    return row ?? null;
  }

  /** Mails sent to an address from a template in the last hour. */
  async function mailedInHour(address: string, template: 'password_reset' | 'signin_link'): Promise<number> {
    const [recent] = await db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.template, template), gt(mailOutbox.createdAt, new Date(Date.now() - 3_600_000))));
    return recent?.n ?? 0;
  }

  async function sendVerification(tx: Tx | Db, user: { id: number; email: string; lang: string; fromSite: number | null }) {
    const token = await issue(tx, user.id, user.email, 'verify_email', EMAIL_LINKS.verifyHours * 3_600_000);
    await queueMail(tx, { to: user.email, template: 'verify_email', lang: user.lang, site: user.fromSite, params: { link: url('/verify-email', token), hours: EMAIL_LINKS.verifyHours } });
  }

  return {
    /** Mails a new account its verification link, in the caller's transaction. */
    sendVerification,

    /** Mails the owner of an address someone tried to sign up with again. */
    async sendSignUpAttempt(tx: Tx | Db, user: { email: string; lang: string; fromSite: number | null }) {
      await queueMail(tx, { to: user.email, template: 'signup_existing', lang: user.lang, site: user.fromSite, params: { signInLink: url('/login'), resetLink: url('/forgot-password') } });
    },

    /** POST /v1/user.email_verify: the address the link went to is verified, if it is still the account's. */
    async verify(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const link = await spend(tx, token, 'verify_email');
        if (!link) throw linkInvalid();
        const verified = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
          .where(and(eq(users.id, link.userId), eq(sql`lower(${users.email})`, link.email)))
          .returning({ id: users.id });
        if (!verified.length) throw linkInvalid();
      });
    },

    /** POST /v1/user.email_verify_resend: a new link (the older ones stop working); false when already verified. */
    async resend(userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
        if (!user || user.emailVerifiedAt) return false;
        await sendVerification(tx, user);
        return true;
      });
    },

    /**
     * POST /v1/user.password_forgot: mails a reset link when the address has an account with a
     * password; answers alike either way (the caller says the same thing whatever happens here).
     */
    async requestReset(email: string): Promise<void> {
      const address = normalizeEmail(email);
      const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, address)).limit(1);
      // Mailing one inbox over and over is refused quietly: the answer stays the same.
      if (!user || (await mailedInHour(address, 'password_reset')) >= EMAIL_LINKS.resetMailsPerAddressHour) return;
      await db.transaction(async (tx) => {
        const token = await issue(tx, user.id, user.email, 'password_reset', EMAIL_LINKS.resetMinutes * 60_000);
        await queueMail(tx, { to: user.email, template: 'password_reset', lang: user.lang, site: user.fromSite, params: { link: url('/reset-password', token), minutes: EMAIL_LINKS.resetMinutes } });
      });
    },

    /**
     * Mails the account with this address a one-time sign-in link (the caller has checked that
     * sign-in is being slowed down for it); nothing for an address without an account, or past
     * the hour's mails. The caller answers alike either way.
     */
    async sendSignIn(email: string): Promise<void> {
      const address = normalizeEmail(email);
      const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, address)).limit(1);
      if (!user || (await mailedInHour(address, 'signin_link')) >= EMAIL_LINKS.signInMailsPerAddressHour) return;
      await db.transaction(async (tx) => {
        const token = await issue(tx, user.id, user.email, 'sign_in', EMAIL_LINKS.signInMinutes * 60_000);
        await queueMail(tx, { to: user.email, template: 'signin_link', lang: user.lang, site: user.fromSite, params: { link: url('/login', token, SIGN_IN_LINK_PARAM), minutes: EMAIL_LINKS.signInMinutes } });
      });
    },

    /**
     * POST /v1/user.signin_link: spends a sign-in link and answers whose it is, if the address it
     * went to is still the account's. Opening it proves the address, so the address is verified too.
     */
    async spendSignIn(token: string): Promise<{ userId: number; email: string }> {
      return db.transaction(async (tx) => {
        const link = await spend(tx, token, 'sign_in');
        if (!link) throw linkInvalid();
        const [user] = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
          .where(and(eq(users.id, link.userId), eq(sql`lower(${users.email})`, link.email)))
          .returning({ id: users.id, email: users.email });
        if (!user) throw linkInvalid();
        return { userId: user.id, email: user.email };
      });
    },

    /**
     * POST /v1/user.password_reset_check: whether the link can still choose a password, so the page
     * shows its form only then. Used and expired links say so (the token is only in the mail:
     * knowing it tells its holder nothing new); nothing about the account is answered.
     */
    async checkReset(token: string): Promise<ResetLinkState> {
      const [row] = await db
        .select({ usedAt: emailTokens.usedAt, expiresAt: emailTokens.expiresAt })
        .from(emailTokens)
        .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, 'password_reset')))
        .limit(1);
      if (!row) return 'unknown';
      if (row.usedAt) return 'used';
      return row.expiresAt > new Date() ? 'usable' : 'expired';
    },

    /**
     * POST /v1/user.password_reset: the new password (sign-up rules, not the account's email),
     * every session of the account revoked, the link spent, all in one transaction. Opening a
     * link mailed to the address also proves the address.
     */
    async reset(token: string, password: string, context: PasswordContext): Promise<void> {
      const link = await live(db, token, 'password_reset');
      if (!link) throw linkInvalid();
      // The rules run before the link is spent, so a refused password leaves the link usable.
      await validate(passwordResetSchema, { token, password, email: link.email }, context);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const spent = await spend(tx, token, 'password_reset');
        if (!spent) throw linkInvalid();
        const now = new Date();
        const changed = await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: now })
          .where(and(eq(users.id, spent.userId), eq(sql`lower(${users.email})`, spent.email)))
          .returning({ id: users.id });
        if (!changed.length) throw linkInvalid();
        await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, spent.userId), isNull(sessions.revokedAt)));
        await announceSessionsEnded(tx, spent.userId);
        // Any other reset link of the account stops working too.
        await tx
          .update(emailTokens)
          .set({ usedAt: now })
          .where(and(eq(emailTokens.userId, spent.userId), eq(emailTokens.purpose, 'password_reset'), isNull(emailTokens.usedAt), ne(emailTokens.id, spent.id)));
      });
    },
  };
}
