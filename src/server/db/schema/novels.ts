import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChapterDoc } from '../../../domain/chapter-doc';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns';
import { users } from './users';
import { staff } from './staff';
import { uploads } from './uploads';
import { categories, contests } from './reference';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An author's novel. Its id is the API's original_book_id. Deleted drafts keep their row. */
export const novels = pgTable(
  'novels',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id').notNull(),
    title: text('title').notNull(),
    /** the novel name: an alternative or working name, optional */
    name: text('name').notNull().default(''),
    blurb: text('blurb').notNull(),
    intro: text('intro').notNull().default(''),
    protagonists: text('protagonists').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => categories.id),
    genreIds: integer('genre_ids').array().notNull().default(sql`'{}'::integer[]`),
    labelIds: integer('label_ids').array().notNull().default(sql`'{}'::integer[]`),
    contentRating: text('content_rating').notNull(),
    coverUploadId: text('cover_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    exclusive: boolean('exclusive').notNull(),
    originalPlatform: text('original_platform').notNull().default(''),
    estimatedWords: integer('estimated_words').notNull(),
    monthlyWords: integer('monthly_words').notNull(),
    /** draft, released, updating, updated, finished, deleted (domain/novel.ts) */
    status: text('status').notNull().default('draft'),
    /** pending, under_review, passed, rejected (domain/author.ts REVIEW_STATUSES) */
    reviewStatus: text('review_status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewedAt: at('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => staff.id, { onDelete: 'set null' }),
    contestId: integer('contest_id').references(() => contests.id),
    contestJoinedAt: at('contest_joined_at'),
    wordCount: integer('word_count').notNull().default(0),
    chapterCount: integer('chapter_count').notNull().default(0),
    /** the highest chapter no. given out; the next chapter takes this + 1 (atomically, so codes stay in order under races) */
    lastChapterCode: integer('last_chapter_code').notNull().default(0),
    /** figures imported by staff (stats import) */
    totalIncomeMinor: bigint('total_income_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    currency: text('currency').notNull().default('USD'),
    totalPv: bigint('total_pv', { mode: 'number' }).notNull().default(0),
    followers: integer('followers').notNull().default(0),
    /** the author's note shown before / after every chapter that has none of its own */
    defaultNoteBefore: text('default_note_before'),
    defaultNoteAfter: text('default_note_after'),
    /** bumped by every edit; an edit of an older version answers 4009 */
    version: integer('version').notNull().default(1),
    lastUpdateAt: at('last_update_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('novels_author_idx').on(t.authorId, t.lastUpdateAt), index('novels_review_idx').on(t.reviewStatus, t.createdAt)],
);

/** A novel's chapter: written in the editor, listed on the manage screen, released to readers. */
export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    novelId: integer('novel_id')
      .notNull()
      .references(() => novels.id, { onDelete: 'cascade' }),
    /** chapter no., 1-based within the novel */
    code: integer('code').notNull(),
    title: text('title').notNull(),
    /** the live document (domain/chapter-doc.ts); content and contentHtml are derived from it */
    contentDoc: jsonb('content_doc').$type<ChapterDoc>().notNull(),
    /** plain text of contentDoc: word counts and the content rules read it */
    content: text('content').notNull().default(''),
    /** sanitised HTML of contentDoc, built from the schema */
    contentHtml: text('content_html').notNull().default(''),
    /** the unpublished draft's document, beside its text */
    draftDoc: jsonb('draft_doc').$type<ChapterDoc>(),
    draftContent: text('draft_content'),
    /** the author's notes around the chapter; NULL uses the novel's default */
    noteBefore: text('note_before'),
    noteAfter: text('note_after'),
    words: integer('words').notNull().default(0),
    /** draft, released, updating, updated, finished, deleted, or scheduled */
    status: text('status').notNull().default('draft'),
    /** review of released content changed later: pending_review, rejected, deleted, suspended */
    updatedContentStatus: text('updated_content_status'),
    firstPaid: boolean('first_paid').notNull().default(false),
    /** the title of the unpublished draft, when it differs from the live one */
    draftTitle: text('draft_title'),
    /** the editor's reason when updated content was rejected */
    rejectReason: text('reject_reason'),
    /** bumped by every save; a save based on an older version answers 4009 */
    version: integer('version').notNull().default(1),
    releaseAt: at('release_at'),
    /** a scheduled release the reader site should not announce to followers (the author's choice in the planner) */
    releaseSilent: boolean('release_silent').notNull().default(false),
    submittedAt: at('submitted_at'),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('chapters_novel_code_idx').on(t.novelId, t.code),
    index('chapters_novel_status_idx').on(t.novelId, t.status),
    // The release job's query (status = 'scheduled' and release_at <= now): a partial index holds only
    // the few scheduled chapters, so the job never scans the table however many chapters are released.
    index('chapters_scheduled_release_idx').on(t.releaseAt).where(sql`${t.status} = 'scheduled'`),
    // The first paid chapter of a novel (every chapter list asks): one row per novel at most.
    index('chapters_first_paid_idx').on(t.novelId).where(sql`${t.firstPaid}`),
  ],
);

/** Every saved version of a chapter, for the history, its diff and restore. */
export const chapterVersions = pgTable(
  'chapter_versions',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    contentDoc: jsonb('content_doc').$type<ChapterDoc>().notNull(),
    /** plain text of contentDoc */
    content: text('content').notNull(),
    words: integer('words').notNull(),
    /** autosave, draft, publish, schedule or restore */
    kind: text('kind').notNull(),
    savedAt: createdAt(),
  },
  (t) => [uniqueIndex('chapter_versions_chapter_version_idx').on(t.chapterId, t.version)],
);

/**
 * What an author wrote and released, one row per save that changed the word
 * count or per release; the writing calendar sums it by day in the author's zone.
 */
export const writingLog = pgTable(
  'writing_log',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    at: at('at').notNull().defaultNow(),
    /** words added by this save (never negative: deleting text is not writing) */
    words: integer('words').notNull().default(0),
    /** 1 when this row is a chapter's release */
    released: integer('released').notNull().default(0),
    /**
     * typed: written in the editor; added: came in whole (a paste of more than PASTE_WORDS_MAX words
     * in one save, a restored version). Writing goals count only what was typed.
     */
    source: text('source').notNull().default('typed'),
  },
  (t) => [index('writing_log_author_at_idx').on(t.authorId, t.at)],
);

export type Novel = typeof novels.$inferSelect;
export type NewNovel = typeof novels.$inferInsert;
export type Chapter = typeof chapters.$inferSelect;
export type ChapterVersion = typeof chapterVersions.$inferSelect;
