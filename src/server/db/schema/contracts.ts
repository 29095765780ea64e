import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, encryptedText, lookupHash, updatedAt } from './columns';
import { users } from './users';
import { staff } from './staff';
import { uploads } from './uploads';
import { novels } from './novels';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The terms an editor prepares (snake_case, as on the wire: src/domain/api/sign.ts ContractTermsWire). */
export interface StoredTerms {
  type: 'exclusive' | 'non_exclusive';
  revenue_share: number;
  term_years: number;
  first_paid_chapter: number | null;
}

/** A change of terms the author must accept before signing goes on. */
export interface PendingChange {
  from: StoredTerms;
  to: StoredTerms;
  note: string | null;
  requested_at: string;
  /** staff id of the editor who asked for it */
  by: number;
}

/**
 * An author's application for a contract for one work. Everything
 * personal is encrypted (AES-256-GCM per value); the ID numbers keep a keyed hash beside them so
 * staff can find a number without decrypting every row. One open application per work (the
 * partial unique index).
 */
export const contractApplications = pgTable(
  'contract_applications',
  {
    id: serial('id').primaryKey(),
    novelId: integer('novel_id')
      .notNull()
      .references(() => novels.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the author's editor when it was sent: they review it */
    editorId: integer('editor_id').references(() => staff.id, { onDelete: 'set null' }),
    /** pending, info_requested, approved, rejected (src/domain/contract.ts) */
    status: text('status').notNull().default('pending'),
    /** under 18 when it was sent: the guardian's fields are filled and the guardian signs */
    minor: boolean('minor').notNull().default(false),
    truename: encryptedText('contract_applications', 'truename').notNull(),
    /** id_card, passport, driving_licence */
    idType: text('id_type').notNull(),
    idNumber: encryptedText('contract_applications', 'id_number', { hashColumn: 'id_number_hash' }).notNull(),
    idNumberHash: lookupHash('id_number_hash').notNull(),
    idPhotoFront: text('id_photo_front').references(() => uploads.id, { onDelete: 'set null' }),
    idPhotoBack: text('id_photo_back').references(() => uploads.id, { onDelete: 'set null' }),
    address: encryptedText('contract_applications', 'address').notNull(),
    mobile: encryptedText('contract_applications', 'mobile').notNull(),
    /** Facebook or another social account */
    socialAccount: encryptedText('contract_applications', 'social_account').notNull(),
    monthlyWords: integer('monthly_words').notNull(),
    estimatedWords: integer('estimated_words').notNull(),
    guardianTruename: encryptedText('contract_applications', 'guardian_truename'),
    guardianEmail: encryptedText('contract_applications', 'guardian_email'),
    guardianMobile: encryptedText('contract_applications', 'guardian_mobile'),
    guardianIdNumber: encryptedText('contract_applications', 'guardian_id_number', { hashColumn: 'guardian_id_number_hash' }),
    guardianIdNumberHash: lookupHash('guardian_id_number_hash'),
    guardianIdPhoto: text('guardian_id_photo').references(() => uploads.id, { onDelete: 'set null' }),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => staff.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    /** after a rejection: from when the work may be put forward again */
    reapplyAfter: at('reapply_after'),
    /** what the editor asked the author to add (while info_requested, and kept after) */
    infoRequest: text('info_request'),
    /** the fields the editor asked to be given again (src/domain/contract.ts APPLICATION_FIELDS); empty: the note says */
    infoFields: text('info_fields').array().notNull().default(sql`'{}'::text[]`),
    infoRequestedAt: at('info_requested_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contract_applications_open_key')
      .on(t.novelId)
      .where(sql`${t.status} in ('pending', 'info_requested')`),
    index('contract_applications_novel_idx').on(t.novelId, t.submittedAt),
    index('contract_applications_author_idx').on(t.authorId, t.submittedAt),
    index('contract_applications_queue_idx').on(t.status, t.submittedAt),
    index('contract_applications_editor_idx').on(t.editorId, t.status),
    index('contract_applications_id_number_idx').on(t.idNumberHash),
  ],
);

/**
 * A contract: created unsigned when its application is approved, prepared by the
 * editor (terms, the unsigned PDF), signed by the author (and the guardian of a minor),
 * countersigned and sealed by the platform, and expired at the end of its term.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    /** WC-YYYY-NNNNNN */
    contractNo: text('contract_no').notNull(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => contractApplications.id, { onDelete: 'cascade' }),
    novelId: integer('novel_id')
      .notNull()
      .references(() => novels.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** unsigned, signing, signing_completed, contract_completed, copyright_expired */
    status: text('status').notNull().default('unsigned'),
    /** a guardian signs too */
    minor: boolean('minor').notNull().default(false),
    /** the language it was prepared in (the author's) */
    lang: text('lang').notNull().default('en'),
    terms: jsonb('terms').$type<StoredTerms>(),
    pendingChange: jsonb('pending_change').$type<PendingChange>(),
    preparedAt: at('prepared_at'),
    preparedBy: integer('prepared_by').references(() => staff.id, { onDelete: 'set null' }),
    /** the last required party's signature: the signing date */
    signedAt: at('signed_at'),
    /** countersigned by the platform */
    completedAt: at('completed_at'),
    countersignedBy: integer('countersigned_by').references(() => staff.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at'),
    endedAt: at('ended_at'),
    endReason: text('end_reason'),
    unsignedPdfKey: text('unsigned_pdf_key'),
    unsignedSha256: text('unsigned_sha256'),
    signedPdfKey: text('signed_pdf_key'),
    /** the certificate page's "before" and "after" hashes */
    signedSha256Before: text('signed_sha256_before'),
    signedSha256After: text('signed_sha256_after'),
    /** the SHA-256 of the sealed file as the author downloads it (sign.verify finds it by this) */
    sealedSha256: text('sealed_sha256'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contracts_no_key').on(t.contractNo),
    uniqueIndex('contracts_application_key').on(t.applicationId),
    index('contracts_author_idx').on(t.authorId, t.createdAt),
    index('contracts_novel_idx').on(t.novelId, t.createdAt),
    index('contracts_status_idx').on(t.status, t.expiresAt),
    index('contracts_sealed_idx').on(t.sealedSha256),
  ],
);

/** A party's signature. A type change voids the signatures given so far (kept, marked void). */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** author, guardian, platform */
    party: text('party').notNull(),
    signerName: encryptedText('contract_signatures', 'signer_name').notNull(),
    /** the PNG in private storage (none for the platform's seal) */
    imageKey: text('image_key'),
    signedAt: at('signed_at').notNull(),
    ip: encryptedText('contract_signatures', 'ip'),
    userAgent: encryptedText('contract_signatures', 'user_agent'),
    /** SHA-256 of the stored (re-encoded) PNG: two parties cannot sign with one image */
    imageSha256: text('image_sha256'),
    /** SHA-256 of the portal's device id the signature came from, when it sent one */
    deviceHash: text('device_hash'),
    /** the account signed in on the request that signed (the author's own for the author) */
    sessionUserId: integer('session_user_id'),
    /** why staff should look twice before countersigning (the guardian's: same network, device…) */
    evidence: jsonb('evidence').$type<SignatureEvidence>(),
    voidedAt: at('voided_at'),
  },
  (t) => [
    uniqueIndex('contract_signatures_party_key')
      .on(t.contractId, t.party)
      .where(sql`${t.voidedAt} is null`),
  ],
);

/**
 * What a signature had in common with the other party's (the author's and the guardian's), for
 * staff to weigh before countersigning: `flags` from SIGNATURE_FLAGS (src/domain/contract.ts).
 */
export interface SignatureEvidence {
  flags: string[];
  /** seconds between the other party's signature and this one */
  seconds_apart: number | null;
}

/**
 * Signing links (the built-in signing provider): the author's, an hour long, and the guardian's,
 * single use and valid GUARDIAN_LINK_TTL_DAYS. Looked up by the token's SHA-256 only: the
 * guardian's link exists in the mail to the guardian and nowhere else. The guardian also proves
 * control of that mailbox with a one-time code (its hash, tries and sends are kept here).
 */
export const signingLinks = pgTable(
  'signing_links',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** author or guardian */
    party: text('party').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** the guardian's current one-time code (SHA-256 with the link id), its expiry and wrong tries */
    codeHash: text('code_hash'),
    codeExpiresAt: at('code_expires_at'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** codes mailed through this link, and when the last one went */
    codesSent: integer('codes_sent').notNull().default(0),
    codeSentAt: at('code_sent_at'),
    /** replaced by a newer link (a type change makes the guardian's link void) */
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('signing_links_token_key').on(t.tokenHash), index('signing_links_contract_idx').on(t.contractId, t.party)],
);

/** The history of an application and its contract, as the author sees it on /mySignInfo. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => contractApplications.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'cascade' }),
    /** src/domain/contract.ts CONTRACT_EVENTS */
    kind: text('kind').notNull(),
    at: at('at').notNull(),
    note: text('note'),
    /** author, guardian, staff, system */
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
  },
  (t) => [
    index('contract_events_application_idx').on(t.applicationId, t.id),
    index('contract_events_contract_idx').on(t.contractId),
  ],
);

/** Popups an author closed: hidden until `until` (their next local midnight), in every browser. */
export const popupDismissals = pgTable(
  'popup_dismissals',
  {
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    until: at('until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.type] })],
);

export type ContractApplication = typeof contractApplications.$inferSelect;
export type NewContractApplication = typeof contractApplications.$inferInsert;
export type Contract = typeof contracts.$inferSelect;
export type ContractSignature = typeof contractSignatures.$inferSelect;
export type SigningLink = typeof signingLinks.$inferSelect;
export type ContractEventRow = typeof contractEvents.$inferSelect;
