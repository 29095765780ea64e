import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * An author's request to delete their account. While `completed_at` is null it is pending: signing
 * in before `undo_until` offers to undo it (undoing deletes the row), and the deletion job completes
 * it once `due_at` has come. A completed request stays as the record of what was done.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** what becomes of the published works: 'remove' (taken down) or 'keep' (kept under the pen name) */
    publishedWorks: text('published_works').notNull(),
    requestedAt: createdAt(),
    /** signing in before this offers to undo the deletion; after it, sign-in is refused */
    undoUntil: timestamp('undo_until', { withTimezone: true, mode: 'date' }).notNull(),
    /** the deletion job completes the request from this time on */
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('account_deletions_due_idx').on(t.dueAt)],
);

export type AccountDeletion = typeof accountDeletions.$inferSelect;
