import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';
import { staff } from './staff';
import { novels } from './novels';
import type { LocalizedText } from './reference';
import type { WelfareRules } from '../../../domain/welfare';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A benefit program (/welfareManage): defined by staff for one site (or every site,
 * `site_id` null), its rules in `rules` (src/domain/welfare.ts) and its days counted in
 * `time_zone` (the platform's zone for "a day").
 */
export const welfarePrograms = pgTable('welfare_programs', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id'),
  /** src/domain/welfare.ts WELFARE_KINDS */
  kind: text('kind').notNull(),
  /** a name per interface language; without one the kind's own translated name is shown */
  names: jsonb('names').$type<LocalizedText>().notNull().default({}),
  rules: jsonb('rules').$type<WelfareRules>().notNull(),
  timeZone: text('time_zone').notNull().default('UTC'),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * An author's claim on a program for a period (a month, YYYY-MM) or a work (`work:<id>`): applied
 * for (pending) and decided by an editor, or granted at the month's close. A grant is a `welfare`
 * ledger line.
 */
export const welfareClaims = pgTable(
  'welfare_claims',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => welfarePrograms.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    novelId: integer('novel_id').references(() => novels.id, { onDelete: 'cascade' }),
    /** YYYY-MM for monthly programs, work:<id> for a work's */
    claimKey: text('claim_key').notNull(),
    /** src/domain/welfare.ts CLAIM_STATUSES */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    ledgerLineId: bigint('ledger_line_id', { mode: 'number' }),
    decidedBy: integer('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('welfare_claim_key_idx').on(t.programId, t.authorId, t.claimKey), index('welfare_claims_status_idx').on(t.status)],
);
