/** How long mailed links last and how often an address may be mailed one, and what a dead link answers. */
import { AppError } from '../../lib/errors';
import { ApiCode } from '../../../domain/errors';
import { SIGN_IN_LINK_MINUTES } from '../../../domain/session';
import { EMAIL_CHANGE_UNDO_DAYS } from '../../../domain/schemas/account-lifecycle';

export type LinkPurpose = 'verify_email' | 'password_reset' | 'sign_in' | 'email_change' | 'email_change_undo';

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
  /** a link that verifies a new sign-in address lasts two days */
  emailChangeHours: 48,
  /** the old address's link that undoes a change of sign-in address lasts a week */
  emailChangeUndoDays: EMAIL_CHANGE_UNDO_DAYS,
} as const;

export const linkInvalid = () => new AppError(ApiCode.ValidationFailed, 'auth.link.invalid');

/** A page of the portal, with the link's token in the query. */
export const linkUrl = (publicUrl: string, path: string, token?: string, param = 'token') => {
  const u = new URL(path, publicUrl);
  if (token) u.searchParams.set(param, token);
  return u.href;
};
