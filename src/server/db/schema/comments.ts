import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';
import { chapters, novels } from './novels';
import { staff } from './staff';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A reader's comment on one of an author's novels, as the platform sent it
 * (comment.ingest, idempotent by `external_id`). `author_id` is the novel's author, kept here so
 * the inbox reads one table. A comment is never deleted: its `state` says whether readers see it.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    /** the platform's id of the comment */
    externalId: text('external_id').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    novelId: integer('novel_id')
      .notNull()
      .references(() => novels.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    /** src/domain/comment.ts COMMENT_TYPES */
    type: text('type').notNull(),
    /** a paragraph comment's paragraph (1-based) and the words it quotes */
    paragraph: integer('paragraph'),
    quote: text('quote'),
    readerId: text('reader_id').notNull(),
    readerName: text('reader_name').notNull(),
    text: text('text').notNull(),
    lang: text('lang').notNull(),
    likes: integer('likes').notNull().default(0),
    /** when the reader wrote it */
    postedAt: at('posted_at').notNull(),
    receivedAt: createdAt(),
    /** src/domain/comment.ts COMMENT_STATES */
    state: text('state').notNull().default('live'),
    /** a message id: `comment.removed.<vetting reason>`, `comment.reason.<author's reason>`, `comment.removed.blocked` */
    removedReason: text('removed_reason'),
    removedAt: at('removed_at'),
    pinnedAt: at('pinned_at'),
    /** the time of the author's latest live reply; null when unreplied */
    repliedAt: at('replied_at'),
    /** marked handled without a reply (bulk "mark as handled") */
    handledAt: at('handled_at'),
  },
  (t) => [
    uniqueIndex('comments_external_idx').on(t.externalId),
    index('comments_inbox_idx').on(t.authorId, t.postedAt.desc(), t.id.desc()),
    index('comments_novel_pinned_idx').on(t.novelId, t.pinnedAt),
    index('comments_reader_idx').on(t.authorId, t.readerId),
  ],
);
export type CommentRow = typeof comments.$inferSelect;

/**
 * How many comments each of the inbox's filters holds, per author, novel and chapter (0: a review, or a chapter
 * since deleted), kept by triggers on `comments` (migration 0029: every insert, change and deletion adds its
 * difference in the same transaction), so the inbox's counts add up a few rows instead of counting every
 * comment on each page. `unpinned` is `live - pinned`. No foreign keys: the rows of a deleted author or novel
 * are what their comments' deletion left, zeros.
 */
export const commentCounts = pgTable(
  'comment_counts',
  {
    authorId: integer('author_id').notNull(),
    novelId: integer('novel_id').notNull(),
    chapterId: integer('chapter_id').notNull(),
    live: integer('live').notNull().default(0),
    unreplied: integer('unreplied').notNull().default(0),
    replied: integer('replied').notNull().default(0),
    pinned: integer('pinned').notNull().default(0),
    review: integer('review').notNull().default(0),
    chapter: integer('chapter').notNull().default(0),
    paragraph: integer('paragraph').notNull().default(0),
    removed: integer('removed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.novelId, t.chapterId] })],
);

/** An author's reply to a comment; edits keep the row, a deletion marks it. */
export const commentReplies = pgTable(
  'comment_replies',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    editedAt: at('edited_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('comment_replies_comment_idx').on(t.commentId)],
);

/**
 * When each author last commented or replied: the 20-second interval is one
 * conditional upsert on this row, so two instances can never both accept a reply inside it.
 */
export const commentActivity = pgTable('comment_activity', {
  authorId: integer('author_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastAt: at('last_at').notNull(),
});

/** A reader an author blocked from commenting on their novels; lifted blocks stay for the record. */
export const readerBlocks = pgTable(
  'reader_blocks',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readerId: text('reader_id').notNull(),
    readerName: text('reader_name').notNull(),
    /** the block ends by itself then; null: until lifted */
    until: at('until'),
    /** the reader's earlier comments were hidden with the block */
    hidePast: boolean('hide_past').notNull().default(false),
    createdAt: createdAt(),
    liftedAt: at('lifted_at'),
  },
  (t) => [uniqueIndex('reader_blocks_live_idx').on(t.authorId, t.readerId).where(sql`${t.liftedAt} is null`)],
);
export type ReaderBlock = typeof readerBlocks.$inferSelect;

/**
 * What authors did that the reader site must show (reply.feed): replies, edits, deletions, pins,
 * blocks, in the order they committed (appends take one transaction-scoped lock, so `seq` never
 * commits out of order and a cursor never skips an event).
 */
export const commentFeed = pgTable(
  'comment_feed',
  {
    seq: serial('seq').primaryKey(),
    /** src/domain/api/comments.ts FEED_KINDS */
    kind: text('kind').notNull(),
    authorId: integer('author_id').notNull(),
    novelId: integer('novel_id'),
    /** the platform's comment id */
    commentExternalId: text('comment_external_id'),
    readerId: text('reader_id'),
    payload: jsonb('payload').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    at: createdAt(),
  },
  (t) => [index('comment_feed_at_idx').on(t.at)],
);

/** Words and phrases the vetting removes a comment for (abuse, defamation); staff keep the list. */
export const commentWords = pgTable(
  'comment_words',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull(),
    addedBy: integer('added_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('comment_words_word_idx').on(t.word)],
);
