/**
 * Links that get an owner back in: a password reset, and a one-time sign-in link while sign-in is
 * slowed down. Both are mailed only to the account's own address, and asking for one answers alike
 * whether or not anything was mailed.
 */
import type { Db } from '../../db/client';
import { validate } from '../../lib/validate';
import type { ResetLinkState } from '../../../domain/api/session';
import { passwordResetSchema, type PasswordContext } from '../../../domain/schemas/auth';
import { SIGN_IN_LINK_PARAM } from '../../../domain/session';
import { queueMail } from '../mail';
import { normalizeEmail } from './users-repository';
import { announceSessionsEnded } from './sessions-repository';
import { hashPassword } from './service';
import { issueLink, liveLink, mailedInHour, proveAddress, resetLinkOf, revokeSessions, spendLink, spendOtherResetLinks, userByAddress } from './email-links-repository';
import { EMAIL_LINKS, linkInvalid, linkUrl } from './link-rules';

/**
 * POST /v1/user.password_forgot: mails a reset link when the address has an account with a
 * password; answers alike either way (the caller says the same thing whatever happens here).
 */
export async function requestReset(db: Db, publicUrl: string, email: string): Promise<void> {
  const address = normalizeEmail(email);
  const user = await userByAddress(db, address);
  // Mailing one inbox over and over is refused quietly: the answer stays the same.
  if (!user || (await mailedInHour(db, address, 'password_reset')) >= EMAIL_LINKS.resetMailsPerAddressHour) return;
  await db.transaction(async (tx) => {
    const token = await issueLink(tx, user.id, user.email, 'password_reset', EMAIL_LINKS.resetMinutes * 60_000);
    await queueMail(tx, { to: user.email, template: 'password_reset', lang: user.lang, site: user.fromSite, params: { link: linkUrl(publicUrl, '/reset-password', token), minutes: EMAIL_LINKS.resetMinutes } });
  });
}

/**
 * POST /v1/user.password_reset_check: whether the link can still choose a password, so the page
 * shows its form only then. Used and expired links say so (the token is only in the mail:
 * knowing it tells its holder nothing new); nothing about the account is answered.
 */
export async function checkReset(db: Db, token: string): Promise<ResetLinkState> {
  const row = await resetLinkOf(db, token);
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  return row.expiresAt > new Date() ? 'usable' : 'expired';
}

/**
 * POST /v1/user.password_reset: the new password (sign-up rules, not the account's email),
 * every session of the account revoked, the link spent, all in one transaction. Opening a
 * link mailed to the address also proves the address.
 */
export async function resetPassword(db: Db, token: string, password: string, context: PasswordContext): Promise<void> {
  const link = await liveLink(db, token, 'password_reset');
  if (!link) throw linkInvalid();
  // The rules run before the link is spent, so a refused password leaves the link usable.
  await validate(passwordResetSchema, { token, password, email: link.email }, context);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const spent = await spendLink(tx, token, 'password_reset');
    if (!spent) throw linkInvalid();
    const now = new Date();
    if (!(await proveAddress(tx, spent, { passwordHash, updatedAt: now }))) throw linkInvalid();
    await revokeSessions(tx, spent.userId, now);
    await announceSessionsEnded(tx, spent.userId);
    // Any other reset link of the account stops working too.
    await spendOtherResetLinks(tx, spent.userId, spent.id, now);
  });
}

/**
 * Mails the account with this address a one-time sign-in link (the caller has checked that
 * sign-in is being slowed down for it); nothing for an address without an account, or past
 * the hour's mails. The caller answers alike either way.
 */
export async function sendSignInLink(db: Db, publicUrl: string, email: string): Promise<void> {
  const address = normalizeEmail(email);
  const user = await userByAddress(db, address);
  if (!user || (await mailedInHour(db, address, 'signin_link')) >= EMAIL_LINKS.signInMailsPerAddressHour) return;
  await db.transaction(async (tx) => {
    const token = await issueLink(tx, user.id, user.email, 'sign_in', EMAIL_LINKS.signInMinutes * 60_000);
    await queueMail(tx, { to: user.email, template: 'signin_link', lang: user.lang, site: user.fromSite, params: { link: linkUrl(publicUrl, '/login', token, SIGN_IN_LINK_PARAM), minutes: EMAIL_LINKS.signInMinutes } });
  });
}

/**
 * POST /v1/user.signin_link: spends a sign-in link and answers whose it is, if the address it
 * went to is still the account's. Opening it proves the address, so the address is verified too.
 */
export async function spendSignInLink(db: Db, token: string): Promise<{ userId: number; email: string }> {
  return db.transaction(async (tx) => {
    const link = await spendLink(tx, token, 'sign_in');
    if (!link) throw linkInvalid();
    const user = await proveAddress(tx, link, { updatedAt: new Date() });
    if (!user) throw linkInvalid();
    return { userId: user.id, email: user.email };
  });
}
