import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** A name in every interface language: { en: 'Fantasy', de: 'Fantasy', … }. */
export type LocalizedText = Record<string, string>;
const names = () => jsonb('names').$type<LocalizedText>().notNull();

/**
 * Reference data of the novel form (seeded at boot from src/server/seed/reference):
 * categories with their sub-categories, genres, tag categories and their labels, contests.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    /** null for a category, the category for a sub-category */
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    names: names(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

export const genres = pgTable('genres', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  names: names(),
});

export const tagCategories = pgTable('tag_categories', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  /** a starred category needs at least one label on every novel */
  starred: boolean('starred').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  names: names(),
});

export const tagLabels = pgTable(
  'tag_labels',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => tagCategories.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    names: names(),
  },
  (t) => [index('tag_labels_category_idx').on(t.categoryId, t.sort)],
);

/** Writing contests a novel can join (one per novel, final). Staff create them in the back office. */
export const contests = pgTable(
  'contests',
  {
    id: serial('id').primaryKey(),
    /** set for seeded contests, so seeding again finds them */
    key: text('key').unique(),
    names: names(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    /** the language section it is held in; null for every section */
    sectionId: integer('section_id'),
    /** the category (a top-level one) whose novels may join; null for every category */
    categoryId: integer('category_id').references(() => categories.id),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contests_window_idx').on(t.endsAt)],
);

export type Category = typeof categories.$inferSelect;
export type Genre = typeof genres.$inferSelect;
export type TagCategoryRow = typeof tagCategories.$inferSelect;
export type TagLabelRow = typeof tagLabels.$inferSelect;
export type Contest = typeof contests.$inferSelect;
