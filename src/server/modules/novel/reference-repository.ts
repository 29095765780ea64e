import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, genres, tagCategories, tagLabels } from '../../db/schema';

/** The novel form's reference rows: categories, tag categories and labels, genres. */
export function referenceRepository(db: Db) {
  return {
    /** Every category (top-level and sub-categories), in their order. */
    async categories() {
      return db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
    },

    /** The tag categories, in their order. */
    async tagCategories() {
      return db.select().from(tagCategories).orderBy(asc(tagCategories.sort));
    },

    /** The tag labels, in their order. */
    async tagLabels() {
      return db.select().from(tagLabels).orderBy(asc(tagLabels.sort));
    },

    /** The genres, in their order. */
    async genres() {
      return db.select().from(genres).orderBy(asc(genres.sort));
    },

    /** Every genre's id. */
    async genreIds() {
      return db.select({ id: genres.id }).from(genres);
    },

    /** Whether `sub` is a sub-category of `parent`. */
    async isSubCategory(parent: number, sub: number): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, sub), eq(categories.parentId, parent)))
        .limit(1);
      return Boolean(row);
    },

    /** Whether the category of this id is a top-level one. */
    async isTopCategory(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, id), isNull(categories.parentId)))
        .limit(1);
      return Boolean(row);
    },

    /** The category of this id with its parent (null for a top-level one), if it exists. */
    async category(id: number) {
      const [category] = await db.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, id));
      return category;
    },
  };
}
