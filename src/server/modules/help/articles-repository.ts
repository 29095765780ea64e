import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles } from '../../db/schema';

export type ArticleRow = typeof helpArticles.$inferSelect;

/** The help center's articles, one row per slug and language. */
export function articlesRepository(db: Db) {
  return {
    /** The articles in `lang` and in English, by slug. */
    async inLanguage(lang: string): Promise<ArticleRow[]> {
      return db
        .select()
        .from(helpArticles)
        .where(sql`${helpArticles.lang} in (${lang}, 'en')`)
        .orderBy(asc(helpArticles.slug));
    },

    /** The article of this slug in `lang` and in English. */
    async bySlug(slug: string, lang: string): Promise<ArticleRow[]> {
      return db
        .select()
        .from(helpArticles)
        .where(and(eq(helpArticles.slug, slug), sql`${helpArticles.lang} in (${lang}, 'en')`));
    },

    /** The articles' version: how many there are and the latest change, as one string. */
    async version(): Promise<string> {
      const [row] = await db
        .select({ n: sql<string>`count(*)`, at: sql<string>`max(${helpArticles.updatedAt})::text` })
        .from(helpArticles);
      return `${row.n}:${row.at}`;
    },

    /** Whether an article of this slug exists in any language. */
    async exists(slug: string): Promise<boolean> {
      const [row] = await db.select({ slug: helpArticles.slug }).from(helpArticles).where(eq(helpArticles.slug, slug)).limit(1);
      return Boolean(row);
    },

    /** The articles of these `<lang>/<slug>` keys. */
    async byKeys(keys: string[]): Promise<ArticleRow[]> {
      return db
        .select()
        .from(helpArticles)
        .where(inArray(sql`(${helpArticles.lang} || '/' || ${helpArticles.slug})`, keys));
    },

    /** Adds new articles; one another instance added first stands. */
    async addNew(rows: (typeof helpArticles.$inferInsert)[]) {
      await db.insert(helpArticles).values(rows).onConflictDoNothing();
    },

    /** Replaces the article of its slug and language, as changed now. */
    async replace(row: typeof helpArticles.$inferInsert) {
      await db
        .update(helpArticles)
        .set({ ...row, updatedAt: new Date() })
        .where(and(eq(helpArticles.slug, row.slug), eq(helpArticles.lang, row.lang)));
    },
  };
}
