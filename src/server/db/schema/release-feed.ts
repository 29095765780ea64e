import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * What the reader site must mirror (release.feed): novels created and changed, chapters released,
 * updates approved, chapters deleted, novels finished. A row names what changed, not its content:
 * the feed reads the novel and the chapter as they are when it answers, so a chapter's text is
 * stored once and an update still under review (kept beside the live text) is never in it.
 * Rows are written in the transaction of the change they report and take one transaction-scoped
 * lock first, so `seq` commits in order and a cursor never skips an event.
 */
export const releaseFeed = pgTable(
  'release_feed',
  {
    seq: serial('seq').primaryKey(),
    /** src/domain/api/release-feed.ts RELEASE_KINDS */
    kind: text('kind').notNull(),
    novelId: integer('novel_id').notNull(),
    chapterId: integer('chapter_id'),
    /** a chapter released without telling its followers */
    silent: boolean('silent').notNull().default(false),
    at: createdAt(),
  },
  (t) => [index('release_feed_novel_idx').on(t.novelId, t.seq)],
);
export type ReleaseFeedRow = typeof releaseFeed.$inferSelect;
