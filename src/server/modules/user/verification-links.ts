/** Verifying an account's address: the link mailed at sign-up (or again on request), and opening it. */
import type { Db, Tx } from '../../db/client';
import { queueMail } from '../mail';
import { issueLink, proveAddress, spendLink, userById } from './email-links-repository';
import { EMAIL_LINKS, linkInvalid, linkUrl } from './link-rules';

/** Mails a new account its verification link, in the caller's transaction. */
export async function sendVerification(tx: Tx | Db, publicUrl: string, user: { id: number; email: string; lang: string; fromSite: number | null }) {
  const token = await issueLink(tx, user.id, user.email, 'verify_email', EMAIL_LINKS.verifyHours * 3_600_000);
  await queueMail(tx, { to: user.email, template: 'verify_email', lang: user.lang, site: user.fromSite, params: { link: linkUrl(publicUrl, '/verify-email', token), hours: EMAIL_LINKS.verifyHours } });
}

/** Mails the owner of an address someone tried to sign up with again. */
export async function sendSignUpAttempt(tx: Tx | Db, publicUrl: string, user: { email: string; lang: string; fromSite: number | null }) {
  await queueMail(tx, {
    to: user.email,
    template: 'signup_existing',
    lang: user.lang,
    site: user.fromSite,
    params: { signInLink: linkUrl(publicUrl, '/login'), resetLink: linkUrl(publicUrl, '/forgot-password') },
  });
}

/** POST /v1/user.email_verify: the address the link went to is verified, if it is still the account's. */
export async function verifyEmail(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await spendLink(tx, token, 'verify_email');
    if (!link) throw linkInvalid();
    if (!(await proveAddress(tx, link, { updatedAt: new Date() }))) throw linkInvalid();
  });
}

/** POST /v1/user.email_verify_resend: a new link (the older ones stop working); false when already verified. */
export async function resendVerification(db: Db, publicUrl: string, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const user = await userById(tx, userId);
    if (!user || user.emailVerifiedAt) return false;
    await sendVerification(tx, publicUrl, user);
    return true;
  });
}
