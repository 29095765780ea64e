import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReleaseSlot } from '../../../domain/release-plan';
import { createdAt, updatedAt } from './columns';
import { chapters, novels } from './novels';
import { users } from './users';
import { welfarePrograms } from './welfare';

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
  /** the day the buffer runs dry the author was last warned of ('empty': that nothing is queued) */
  warnedFor: text('warned_for'),
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

/**
 * An author's word to their readers about one novel (`novel_id`) or all of them (null): a hiatus,
 * a change of schedule, a milestone, a thank-you. Never a chapter: it touches no chapter count and
 * no reader's progress. A hiatus with dates pauses the cadence of the novels it is about.
 */
export const authorAnnouncements = pgTable(
  'author_announcements',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    novelId: integer('novel_id').references(() => novels.id, { onDelete: 'cascade' }),
    /** src/domain/announcement.ts ANNOUNCEMENT_KINDS */
    kind: text('kind').notNull(),
    lang: text('lang').notNull(),
    body: text('body').notNull(),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    /** live or withdrawn */
    status: text('status').notNull().default('live'),
    withdrawnReason: text('withdrawn_reason'),
    /** a member of staff who withdrew it (null: the author did, or it is live) */
    withdrawnBy: integer('withdrawn_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('author_announcements_author_idx').on(t.authorId, t.id)],
);
export type AuthorAnnouncement = typeof authorAnnouncements.$inferSelect;

/**
 * announcement.feed: each announcement published, edited or withdrawn, in commit order (appends
 * take one transaction-scoped lock, so a cursor never skips one). The feed reads the announcement
 * as it is when it answers.
 */
export const announcementFeed = pgTable(
  'author_announcement_feed',
  {
    seq: serial('seq').primaryKey(),
    kind: text('kind').notNull(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => authorAnnouncements.id, { onDelete: 'cascade' }),
    at: createdAt(),
  },
  (t) => [index('author_announcement_feed_announcement_idx').on(t.announcementId)],
);

/** A novel's writing goal: words typed per day or per week, counted in the author's zone. */
export const writingGoals = pgTable('writing_goals', {
  novelId: integer('novel_id')
    .primaryKey()
    .references(() => novels.id, { onDelete: 'cascade' }),
  /** src/domain/writing-goal.ts GOAL_PERIODS */
  period: text('period').notNull(),
  words: integer('words').notNull(),
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedAt: updatedAt(),
});

/**
 * The welfare programs an author was warned their queue would break, by the day it would break on:
 * each is warned of once (a queue that moves the break to another day is warned of again).
 */
export const programWarnings = pgTable(
  'program_warnings',
  {
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => welfarePrograms.id, { onDelete: 'cascade' }),
    breaksOn: date('breaks_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.programId, t.breaksOn] })],
);
