import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReleaseSlot } from '../../../domain/release-plan';
import { updatedAt } from './columns';
import { chapters, novels } from './novels';

/**
 * A novel's release cadence: weekdays and wall-clock times in the author's zone, and one rest
 * (`pause_from`–`pause_to`, inclusive days in that zone). `version` guards the queue against two
 * tabs reordering it at once.
 */
export const releasePlans = pgTable('release_plans', {
  novelId: integer('novel_id')
    .primaryKey()
    .references(() => novels.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull().default('UTC'),
  slots: jsonb('slots').$type<ReleaseSlot[]>().notNull().default([]),
  pauseFrom: date('pause_from', { mode: 'string' }),
  pauseTo: date('pause_to', { mode: 'string' }),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
});
export type ReleasePlan = typeof releasePlans.$inferSelect;

/**
 * The chapters queued to go out by the cadence, in the author's order. A pinned one keeps the date
 * the author gave it; `problem` is why a queued chapter could not be scheduled (the publishing
 * checks' message id and values, as JSON), shown in the queue until the chapter is fixed.
 */
export const releaseQueue = pgTable(
  'release_queue',
  {
    chapterId: integer('chapter_id')
      .primaryKey()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    novelId: integer('novel_id')
      .notNull()
      .references(() => novels.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    pinnedAt: timestamp('pinned_at', { withTimezone: true, mode: 'date' }),
    problem: text('problem'),
    silent: boolean('silent').notNull().default(false),
  },
  (t) => [index('release_queue_novel_idx').on(t.novelId, t.position)],
);
export type ReleaseQueueRow = typeof releaseQueue.$inferSelect;
