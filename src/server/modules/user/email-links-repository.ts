/**
 * Single-use links' tokens, and the account changes opening one makes. The token is only in the
 * mail: the table keeps its SHA-256, the address it went to and an expiry.
 */
import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { emailTokens, mailOutbox, sessions, users } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import type { LinkPurpose } from './link-rules';
import { normalizeEmail } from './users-repository';

/** A new link of `purpose` for the account, lasting `ttlMs` from `now`; its older links of the same purpose stop working. */
export async function issueLink(tx: Tx | Db, userId: number, email: string, purpose: LinkPurpose, ttlMs: number, now = new Date()): Promise<string> {
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  const token = newToken();
  await tx.insert(emailTokens).values({ userId, purpose, tokenHash: hashToken(token), email: normalizeEmail(email), expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

/** The live (unused, unexpired) link of a token, or null. */
export async function liveLink(tx: Tx | Db, token: string, purpose: LinkPurpose) {
  const [row] = await tx
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** Spends a link live at `now`: one statement, so of two simultaneous clicks only one succeeds. */
export async function spendLink(tx: Tx | Db, token: string, purpose: LinkPurpose, now = new Date()) {
  const [row] = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** A reset link's token, used or not, expired or not. */
export async function resetLinkOf(db: Db, token: string) {
  const [row] = await db
    .select({ usedAt: emailTokens.usedAt, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, 'password_reset')))
    .limit(1);
  return row;
}

/** Every other live reset link of the account stops working. */
export async function spendOtherResetLinks(tx: Tx, userId: number, exceptId: number, now: Date) {
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'password_reset'), isNull(emailTokens.usedAt), ne(emailTokens.id, exceptId)));
}

/** Mails sent to an address from a template in the last hour. */
export async function mailedInHour(db: Db, address: string, template: 'password_reset' | 'signin_link'): Promise<number> {
  const [recent] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.template, template), gt(mailOutbox.createdAt, new Date(Date.now() - 3_600_000))));
  return recent?.n ?? 0;
}

export async function userById(tx: Tx | Db, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/** The account of a (normalised) address. */
export async function userByAddress(db: Db, address: string) {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, address)).limit(1);
  return user;
}

/**
 * Opening a link proves the address it went to, if that is still the account's: the address is
 * verified (and the password set, for a reset). Answers the account, or nothing when the address changed.
 */
export async function proveAddress(tx: Tx, link: { userId: number; email: string }, values: { passwordHash?: string; updatedAt: Date }) {
  const [user] = await tx
    .update(users)
    .set({ ...values, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, link.userId), eq(sql`lower(${users.email})`, link.email)))
    .returning({ id: users.id, email: users.email });
  return user;
}

/** Every live session of the account ends. */
export async function revokeSessions(tx: Tx, userId: number, now: Date) {
  await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The address waiting for its email-change link to be opened, if any. */
export async function pendingEmailChange(db: Db | Tx, userId: number, now: Date) {
  const [pending] = await db
    .select({ email: emailTokens.email, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'email_change'), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .limit(1);
  return pending;
}

/** The account's sign-in address, proven by the link that carried it. */
export async function setProvenEmail(tx: Tx | Db, userId: number, email: string, now: Date) {
  const [user] = await tx.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId)).returning();
  return user;
}

/** Ends every email-change link of the account still waiting. */
export async function cancelEmailChanges(tx: Tx | Db, userId: number, now: Date) {
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'email_change'), isNull(emailTokens.usedAt)));
}
