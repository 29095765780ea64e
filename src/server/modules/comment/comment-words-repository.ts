import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commentWords } from '../../db/schema';

/** The staff's list of words the vetting removes a comment for. */
export function commentWordsRepository(db: Db) {
  return {
    /** The listed words. */
    async words() {
      return db.select({ word: commentWords.word }).from(commentWords);
    },

    /** The list's entries, alphabetically. */
    async entries() {
      return db.select().from(commentWords).orderBy(asc(commentWords.word));
    },

    /** Lists a word unless it is listed already; the entry added, if one was. */
    async add(word: string, addedBy: number) {
      return db.insert(commentWords).values({ word, addedBy }).onConflictDoNothing().returning({ id: commentWords.id });
    },

    /** Takes a word off the list; the entry removed, if there was one. */
    async remove(word: string) {
      return db.delete(commentWords).where(eq(commentWords.word, word)).returning({ id: commentWords.id });
    },
  };
}
