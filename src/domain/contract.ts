/**
 * Contracts: the statuses, the moves
 * between them the server enforces (4009 for any other), the application's own states, and the
 * numbers the apply page and the signing dialog share with the server.
 */
import { ADULT_AGE, ageOn } from './author';

/** The statuses, in the order a contract moves through them. */
export const CONTRACT_STATUSES = ['unsigned', 'signing', 'signing_completed', 'contract_completed', 'copyright_expired'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * Every allowed move. `unsigned` is a contract created by an approved application and not yet
 * prepared; the editor's prepare opens `signing`; the last required signature (the author's, and
 * the guardian's for a minor) makes it `signing_completed`; the platform's countersignature makes
 * it `contract_completed`; the end of its term (a job) or staff ending it makes it `copyright_expired`.
 */
export const CONTRACT_TRANSITIONS: Readonly<Record<ContractStatus, readonly ContractStatus[]>> = {
  unsigned: ['signing'],
  signing: ['signing_completed'],
  signing_completed: ['contract_completed'],
  contract_completed: ['copyright_expired'],
  copyright_expired: [],
};

export function canMoveContract(from: ContractStatus, to: ContractStatus): boolean {
  return CONTRACT_TRANSITIONS[from].includes(to);
}

/** The editor may change the contract type, which the author must accept. */
export const CONTRACT_TYPES = ['exclusive', 'non_exclusive'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** What the editor prepares; bounds checked on both sides. */
export const CONTRACT_TERMS = {
  revenueSharePercent: { min: 1, max: 100 },
  termYears: { min: 1, max: 10 },
} as const;

/** The application for a contract, reviewed by the author's editor. */
export const APPLICATION_STATUSES = ['pending', 'info_requested', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** An application that blocks another one for the same work. */
export const OPEN_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['pending', 'info_requested'];

/**
 * The application's fields an editor may ask the author to give again (while info_requested): the
 * fields of sign.submit. The author's answer (sign.addInfo) must give these and keeps the rest.
 */
export const APPLICATION_FIELDS = [
  'truename',
  'id_type',
  'IDcard',
  'id_photo_front',
  'id_photo_back',
  'address',
  'mobile',
  'facebook',
  'monthly_words',
  'estimated_words',
  'guardian_truename',
  'guardian_email',
  'guardian_mobile',
  'guardian_IDcard',
  'guardian_id_photo',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/** The tracker's steps, in order. */
export const SIGNING_STEPS = ['applied', 'review', 'contract', 'signing', 'countersign', 'done'] as const;
export type SigningStep = (typeof SIGNING_STEPS)[number];

/** Every event of a contract's history, as the author sees it on /mySignInfo. */
export const CONTRACT_EVENTS = [
  'applied',
  'info_requested',
  'info_added',
  'approved',
  'rejected',
  'prepared',
  'type_changed',
  'change_accepted',
  'change_declined',
  'signed',
  'guardian_signed',
  'countersigned',
  'ended',
  'expired',
] as const;
export type ContractEvent = (typeof CONTRACT_EVENTS)[number];

/** Who signs. The platform countersigns last. */
export const SIGNING_PARTIES = ['author', 'guardian', 'platform'] as const;
export type SigningParty = (typeof SIGNING_PARTIES)[number];

/** The signing dialog times out after an hour; its address must then be asked for again. */
export const SIGN_URL_TTL_MS = 3_600_000;
/** The guardian's single-use link stays valid this long. */
export const GUARDIAN_LINK_TTL_DAYS = 14;
/**
 * The guardian proves control of the mailbox the link went to with a one-time code mailed there:
 * six digits, valid GUARDIAN_CODE_TTL_MS, GUARDIAN_CODE_MAX_ATTEMPTS wrong tries per code, a new
 * one at most every GUARDIAN_CODE_RESEND_MS and GUARDIAN_CODE_MAX_SENDS per link.
 */
export const GUARDIAN_CODE_LENGTH = 6;
/**
 * What a minor's and their guardian's signatures may have in common, recorded on the later one
 * for staff to weigh before countersigning (a shared home network or computer can be innocent):
 * the same network address, device (the portal's device id, or one the author signed in from),
 * browser, the guardian's address being the author's own, or a second signature within a minute.
 */
export const SIGNATURE_FLAGS = ['same_ip', 'same_device', 'author_device', 'same_user_agent', 'guardian_email_is_author', 'within_a_minute'] as const;
export type SignatureFlag = (typeof SIGNATURE_FLAGS)[number];
/** Two signatures closer than this are flagged. */
export const SIGNATURES_APART_MIN_MS = 60_000;
export const GUARDIAN_CODE_TTL_MS = 15 * 60_000;
export const GUARDIAN_CODE_MAX_ATTEMPTS = 5;
export const GUARDIAN_CODE_RESEND_MS = 60_000;
export const GUARDIAN_CODE_MAX_SENDS = 5;
/** The largest signature image accepted (a PNG data URL's bytes). */
export const SIGNATURE_MAX_BYTES = 400_000;

/** Identity documents; a passport has no back side. */
export const ID_DOCUMENT_TYPES = ['id_card', 'passport', 'driving_licence'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];
export const hasBackSide = (type: IdDocumentType) => type !== 'passport';

/** A minor needs a guardian's details, ID and signature. */
export function isMinor(birthDate: string | null | undefined, today: Date): boolean {
  return Boolean(birthDate) && ageOn(birthDate!, today) < ADULT_AGE;
}

/** The portal's rule: the work must exceed (not reach) the site's threshold. */
export const passesSigningThreshold = (words: number, threshold: number) => words > threshold;

/** "Day N of M": the review's day counted from the day it was sent (day 1), whole UTC days. */
export function reviewDay(submittedAt: Date, today: Date): number {
  const day = 86_400_000;
  return Math.floor(today.getTime() / day) - Math.floor(submittedAt.getTime() / day) + 1;
}
