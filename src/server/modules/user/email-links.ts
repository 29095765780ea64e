import type { Db, Tx } from '../../db/client';
import type { PasswordContext } from '../../../domain/schemas/auth';
import { checkReset, requestReset, resetPassword, sendSignInLink, spendSignInLink } from './recovery-links';
import { usersRepository } from './users-repository';
import { resendVerification, sendSignUpAttempt, sendVerification, verifyEmail } from './verification-links';

export { EMAIL_LINKS, type LinkPurpose } from './link-rules';

/** Has the account's owner opened a verification (or password reset) link sent to its current address? */
export async function isEmailVerified(db: Db | Tx, userId: number): Promise<boolean> {
  return Boolean(await usersRepository(db).emailVerifiedAt(userId));
}

/**
 * Single-use links mailed to an account (email verification, password reset, sign-in while
 * sign-in is slowed down). The token is only in the mail (the outbox keeps it redacted); the
 * database keeps its SHA-256, the address it went to and an expiry. Issuing a link spends the
 * account's older links of the same purpose. Each kind is in `verification-links.ts` or
 * `recovery-links.ts`; this binds them to the database and the portal's address.
 */
export function emailLinks(db: Db, publicUrl: string) {
  return {
    /** Mails a new account its verification link, in the caller's transaction. */
    sendVerification: (tx: Tx | Db, user: { id: number; email: string; lang: string; fromSite: number | null }) => sendVerification(tx, publicUrl, user),
    /** Mails the owner of an address someone tried to sign up with again. */
    sendSignUpAttempt: (tx: Tx | Db, user: { email: string; lang: string; fromSite: number | null }) => sendSignUpAttempt(tx, publicUrl, user),
    verify: (token: string) => verifyEmail(db, token),
    resend: (userId: number) => resendVerification(db, publicUrl, userId),
    requestReset: (email: string) => requestReset(db, publicUrl, email),
    sendSignIn: (email: string) => sendSignInLink(db, publicUrl, email),
    spendSignIn: (token: string) => spendSignInLink(db, token),
    checkReset: (token: string) => checkReset(db, token),
    reset: (token: string, password: string, context: PasswordContext) => resetPassword(db, token, password, context),
  };
}
export type EmailLinks = ReturnType<typeof emailLinks>;
