/** The rules of the account's life: a new sign-in address, and deleting the account. */
import * as yup from 'yup';
import './locale';
import { V } from './messages';
import { trimmed } from './auth';

const password = yup.string().required(V.passwordRequired).max(1024, V.passwordRequired);

/** POST /v1/user.emailChange: the new address, and the current password. */
export const emailChangeSchema = yup.object({
  email: trimmed().required(V.emailRequired).email(V.emailFormat).max(254, V.emailFormat),
  password,
});

/** What becomes of the published works when the account is deleted: taken down, or kept under the pen name. */
export const PUBLISHED_WORKS_CHOICES = ['remove', 'keep'] as const;
export type PublishedWorksChoice = (typeof PUBLISHED_WORKS_CHOICES)[number];

/** POST /v1/user.deletionSchedule: the current password and the choice for the published works. */
export const deletionScheduleSchema = yup.object({
  password,
  published_works: yup.string().required(V.invalid).oneOf([...PUBLISHED_WORKS_CHOICES], V.invalid),
});

/** How long an account being deleted can still be taken back, and when it is gone. */
export const ACCOUNT_DELETION = {
  /** signing in within this many days of the request offers to undo it */
  undoDays: 14,
  /** the deletion is completed this many days after the request */
  completeDays: 30,
} as const;

/** How long the old address's undo link for a changed sign-in address lasts. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;
