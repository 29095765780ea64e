import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { chapters, novels } from './novels';

const figure = (name: string) => integer(name).notNull().default(0);
const total = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Reading figures: a novel's day as the platform counted it (POST
 * /platform/v1/stats.ingest). Sending a day again replaces it; the rollups below follow by the
 * difference, in the same statement.
 */
export const novelStatsDays = pgTable(
  'novel_stats_days',
  {
    novelId: integer('novel_id')
      .notNull()
      .references(() => novels.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: figure('views'),
    uniqueReaders: figure('unique_readers'),
    newFollowers: figure('new_followers'),
    comments: figure('comments'),
    unlocks: figure('unlocks'),
  },
  (t) => [primaryKey({ columns: [t.novelId, t.day] })],
);

/**
 * A novel's weeks (Monday first) and months, each the sum of its days, so a five-year range reads
 * about 60 rows instead of 1,800. `unique_readers` is the sum of the days' (an average needs it).
 */
export const novelStatsPeriods = pgTable(
  'novel_stats_periods',
  {
    novelId: integer('novel_id')
      .notNull()
      .references(() => novels.id, { onDelete: 'cascade' }),
    /** week or month */
    grain: text('grain').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    views: total('views'),
    uniqueReaders: total('unique_readers'),
    newFollowers: total('new_followers'),
    comments: total('comments'),
    unlocks: total('unlocks'),
  },
  (t) => [primaryKey({ columns: [t.novelId, t.grain, t.start] })],
);

/** A chapter's day. */
export const chapterStatsDays = pgTable(
  'chapter_stats_days',
  {
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    novelId: integer('novel_id')
      .notNull()
      .references(() => novels.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    readsStarted: figure('reads_started'),
    readsFinished: figure('reads_finished'),
    unlocks: figure('unlocks'),
    comments: figure('comments'),
  },
  (t) => [primaryKey({ columns: [t.chapterId, t.day] }), index('chapter_stats_days_novel_idx').on(t.novelId, t.day)],
);

/** A chapter's months, the sum of its days. */
export const chapterStatsMonths = pgTable(
  'chapter_stats_months',
  {
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    novelId: integer('novel_id')
      .notNull()
      .references(() => novels.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    readsStarted: total('reads_started'),
    readsFinished: total('reads_finished'),
    unlocks: total('unlocks'),
    comments: total('comments'),
  },
  (t) => [primaryKey({ columns: [t.chapterId, t.month] }), index('chapter_stats_months_novel_idx').on(t.novelId, t.month)],
);
