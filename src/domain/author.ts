/**
 * Authors: registration and its review, the author intro's review
 * states, genders and the reasons staff give for a rejection.
 */
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * author_status as served by author.info: 1 is a signed-up author (full menu);
 * any other value shows only Dashboard and Contact.
 */
export const AuthorStatus = {
  /** no registration yet */
  None: 0,
  Signed: 1,
  /** registration sent, waiting for staff */
  Pending: 2,
  /** registration rejected; the author may fix and resubmit */
  Rejected: 3,
} as const;
export type AuthorStatus = (typeof AuthorStatus)[keyof typeof AuthorStatus];

/** Review states of anything an editor approves. */
export const REVIEW_STATUSES = ['unreviewed', 'pending', 'under_review', 'passed', 'rejected', 'vetting_failed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Why staff reject an author's registration. */
export const REGISTRATION_REJECT_REASONS = ['policy_violation', 'spec_mismatch'] as const;
export type RegistrationRejectReason = (typeof REGISTRATION_REJECT_REASONS)[number];

export const PEN_NAME_MAX_CHARS = 40;
/** Letters a–z, digits, underscore, dot and space. */
export const PEN_NAME_PATTERN = /^[A-Za-z0-9_. ]+$/;

export const AUTHOR_AGE = { min: 13, max: 120 } as const;
/** Below this age a guardian signs with the author. */
export const ADULT_AGE = 18;

/** Age in whole years on `today` of someone born on `birthDate` (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age--;
  return age;
}
