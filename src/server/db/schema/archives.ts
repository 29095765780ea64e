import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An archive the author asked for (or the weekly one): everything they own (`works`) or the personal data the
 * account holds (`personal`), built by a job into one ZIP kept as a private file until it expires.
 */
export const archives = pgTable(
  'archives',
  {
    /** random, unguessable: the API's `archive_id` */
    id: text('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** works or personal (domain/archive.ts) */
    kind: text('kind').notNull(),
    /** queued, building, ready, failed */
    status: text('status').notNull().default('queued'),
    /** 0–100 while it builds */
    progress: integer('progress').notNull().default(0),
    /** the ZIP's key in the storage module (private), once ready */
    storageKey: text('storage_key'),
    bytes: bigint('bytes', { mode: 'number' }),
    /** asked for by the weekly schedule rather than by the author */
    automatic: boolean('automatic').notNull().default(false),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
    /** the download link stops working then, and the file is removed */
    expiresAt: at('expires_at'),
  },
  (t) => [
    index('archives_author_idx').on(t.authorId, t.createdAt),
    // One archive of a kind builds at a time per author: a second request answers the one under way.
    uniqueIndex('archives_one_building_idx').on(t.authorId, t.kind).where(sql`${t.status} in ('queued', 'building')`),
  ],
);

/** The author's archive settings: a fresh archive every week, or not. */
export const archiveSettings = pgTable('archive_settings', {
  authorId: integer('author_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weekly: boolean('weekly').notNull().default(false),
  /** when the last weekly archive was asked for */
  lastWeeklyAt: at('last_weekly_at'),
});
