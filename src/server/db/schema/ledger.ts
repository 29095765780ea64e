import { bigint, bigserial, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';
import { users } from './users';
import { staff } from './staff';
import { novels } from './novels';

/**
 * The income ledger: append-only lines per author (and novel, where a line belongs to
 * one). Every money total any screen shows is a sum of these lines, so the dashboard, the monthly
 * statements and the payouts always agree. A correction is a new line (kind `adjustment`, with a
 * reason and, where it corrects one line, `corrects_line_id`), never an edit.
 *
 * `amount_minor` is the line's effect on the author's balance in `currency`'s minor units:
 * positive for what the author earns, negative for withholding and payouts.
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    novelId: integer('novel_id').references(() => novels.id),
    /** src/domain/ledger.ts LEDGER_KINDS: unlock, bonus, reward, welfare, adjustment, withholding, payout */
    kind: text('kind').notNull(),
    /** the platform's day the line belongs to (YYYY-MM-DD, in the platform's time zone); its month is the statement's */
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** an unlock line's working: coins readers spent, the recorded rate (currency major units per coin, a decimal string), the gross in minor units, the author's share in basis points */
    coins: bigint('coins', { mode: 'number' }),
    rate: text('rate'),
    grossMinor: bigint('gross_minor', { mode: 'number' }),
    shareBp: integer('share_bp'),
    /** why a staff line exists (adjustments, bonuses, withholding), in the staff's words */
    reason: text('reason'),
    /** platform, import, staff, system */
    source: text('source').notNull(),
    /** the platform's id for the line: ingestion is idempotent by it */
    externalId: text('external_id'),
    /** a hash of what the platform sent for `external_id` (sha256, hex): a resend with other content is refused, not a duplicate */
    contentHash: text('content_hash'),
    /** the line an adjustment corrects */
    correctsLineId: bigint('corrects_line_id', { mode: 'number' }),
    /** the payout a payout line belongs to */
    payoutId: integer('payout_id'),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_external_idx').on(t.externalId).where(sql`${t.externalId} is not null`),
    index('ledger_author_day_idx').on(t.authorId, t.day),
    index('ledger_novel_day_idx').on(t.novelId, t.day),
  ],
);
