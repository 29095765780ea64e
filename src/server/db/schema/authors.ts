import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, encryptedText, updatedAt } from './columns';
import { users } from './users';
import { staff } from './staff';
import { uploads } from './uploads';

/**
 * The author profile of an account, created by the registration (author.add).
 * `status` is the portal's author_status: 1 signed-up author, 2 waiting for review, 3 rejected.
 */
export const authors = pgTable(
  'authors',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    penName: text('pen_name').notNull(),
    status: integer('status').notNull().default(2),
    gender: text('gender').notNull().default('other'),
    /** contact email given at registration */
    email: text('email').notNull().default(''),
    country: text('country').notNull().default(''),
    editorId: integer('editor_id').references(() => staff.id, { onDelete: 'set null' }),
    /** personal data: encrypted (AES-256-GCM, lib/crypto/data-keys.ts) */
    birthDate: encryptedText('authors', 'birth_date'),
    socialAccount: encryptedText('authors', 'social_account'),
    /** review of the registration: pending, under_review, passed, rejected */
    reviewStatus: text('review_status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    rejectNote: text('reject_note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: integer('reviewed_by').references(() => staff.id, { onDelete: 'set null' }),
    /** when the author was approved: "days of creating works" count from here */
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    level: integer('level').notNull().default(1),
    followers: integer('followers').notNull().default(0),
    idCardUploadId: text('id_card_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('authors_review_idx').on(t.reviewStatus, t.submittedAt)],
);

/** Every version of an author's intro ("About"); editors approve each before it is shown. */
export const authorIntros = pgTable(
  'author_intros',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** pending, under_review, passed, rejected, vetting_failed */
    status: text('status').notNull(),
    /** the editor's reason, or what the machine vetting found */
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: integer('reviewed_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [index('author_intros_user_idx').on(t.userId, t.submittedAt), index('author_intros_status_idx').on(t.status)],
);

/** Figures imported by staff from the platform's statistics (back office: stats import). */
export const authorMetrics = pgTable('author_metrics', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  totalIncomeMinor: bigint('total_income_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  currency: text('currency').notNull().default('USD'),
  totalPv: bigint('total_pv', { mode: 'number' }).notNull().default(0),
  totalFollowers: integer('total_followers').notNull().default(0),
  totalChapters: integer('total_chapters').notNull().default(0),
  importedAt: updatedAt(),
});

export type Author = typeof authors.$inferSelect;
export type AuthorIntro = typeof authorIntros.$inferSelect;
