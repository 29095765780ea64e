import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { staff } from './staff';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A help-center article in one language (/helpCenter), published by staff from Markdown
 * files (`help:publish <dir>`). An article missing in a language is shown in English, marked so.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    /** start, writing, contracts, money, readers, help */
    category: text('category').notNull(),
    sort: integer('sort').notNull().default(0),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown; headings carry their anchors as `{#anchor}` */
    body: text('body').notNull(),
    /** the portal's screens the article explains */
    routes: text('routes').array().notNull().default([]),
    publishedBy: integer('published_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.lang] }), index('help_articles_updated_idx').on(t.updatedAt)],
);

/** "Was this helpful?": one answer per author and article, changeable. */
export const helpFeedback = pgTable(
  'help_feedback',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('help_feedback_user_idx').on(t.slug, t.userId)],
);
