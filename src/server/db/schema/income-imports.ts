import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { staff } from './staff';

/**
 * A staff import of platform income lines from CSV (`npm run admin -- income:import file.csv`):
 * queued, running with the rows read so far, then done with its counts and the first
 * rejected rows (line number and reason), or failed with the error.
 */
export const incomeImports = pgTable('income_imports', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  /** where the uploaded file waits in private storage (none when the CLI streamed it from disk) */
  storageKey: text('storage_key'),
  /** queued, running, done, failed */
  status: text('status').notNull().default('queued'),
  rowsRead: integer('rows_read').notNull().default(0),
  accepted: integer('accepted').notNull().default(0),
  duplicates: integer('duplicates').notNull().default(0),
  rejectedCount: integer('rejected_count').notNull().default(0),
  /** the first 1,000 rejected rows: { line, id, reason } */
  rejected: jsonb('rejected').$type<{ line: number; id: string; reason: string }[]>().notNull().default([]),
  error: text('error'),
  createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
});
