import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns';
import { users } from './users';
import { staff } from './staff';
import { novels } from './novels';
import type { LocalizedText } from './reference';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A month's close for one author and currency (/salaryManage2): `rolled_over` when the
 * balance was under the threshold, else a payout (pending, held, paid or failed). A payout's money
 * left the balance through `ledger_line_id` (a negative `payout` line); a failure's reversing line
 * is `reversal_line_id`.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the closed month, YYYY-MM */
    month: text('month').notNull(),
    currency: text('currency').notNull(),
    /** the balance at the close (paid out, or rolled over) */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    thresholdMinor: bigint('threshold_minor', { mode: 'number' }).notNull(),
    /** src/domain/payout.ts PAYOUT_STATUSES */
    status: text('status').notNull(),
    holdReason: text('hold_reason'),
    heldUntil: at('held_until'),
    /** what the author reads, per interface language; English is always there and is the fallback */
    failureReason: jsonb('failure_reason').$type<LocalizedText>(),
    /** the bank's or PayPal's reference of a paid payout */
    reference: text('reference'),
    paidAt: at('paid_at'),
    failedAt: at('failed_at'),
    ledgerLineId: bigint('ledger_line_id', { mode: 'number' }),
    reversalLineId: bigint('reversal_line_id', { mode: 'number' }),
    decidedBy: integer('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payouts_author_month_currency_idx').on(t.authorId, t.month, t.currency), index('payouts_status_idx').on(t.status).where(sql`${t.status} in ('pending', 'held')`)],
);

/**
 * A monthly reward application: an author asks for a month's reward for a contracted
 * work; an editor approves it with an amount (a `reward` ledger line) or rejects it with a reason.
 * Each application but a withdrawn one uses one of the year's chances.
 */
export const rewardApplications = pgTable(
  'reward_applications',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    novelId: integer('novel_id')
      .notNull()
      .references(() => novels.id, { onDelete: 'cascade' }),
    /** the month applied for, YYYY-MM */
    month: text('month').notNull(),
    /** the calendar year whose chance it uses */
    year: integer('year').notNull(),
    /** src/domain/payout.ts REWARD_STATUSES */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    ledgerLineId: bigint('ledger_line_id', { mode: 'number' }),
    decidedBy: integer('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reward_work_month_idx').on(t.novelId, t.month).where(sql`${t.status} <> 'withdrawn'`),
    index('reward_author_year_idx').on(t.authorId, t.year),
  ],
);
