import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpFeedback } from '../../db/schema';

/** Authors' "was this helpful?" answers, one per author and article. */
export function feedbackRepository(db: Db) {
  return {
    /** The author's answer for the article (null when none). */
    async answer(slug: string, userId: number): Promise<boolean | null> {
      const [row] = await db
        .select({ helpful: helpFeedback.helpful })
        .from(helpFeedback)
        .where(and(eq(helpFeedback.slug, slug), eq(helpFeedback.userId, userId)));
      return row?.helpful ?? null;
    },

    /** Records the author's answer, replacing an earlier one. */
    async save(slug: string, lang: string, userId: number, helpful: boolean) {
      await db
        .insert(helpFeedback)
        .values({ slug, lang, userId, helpful })
        .onConflictDoUpdate({ target: [helpFeedback.slug, helpFeedback.userId], set: { helpful, lang, createdAt: new Date() } });
    },
  };
}
