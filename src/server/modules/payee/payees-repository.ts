import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authors, payeeChanges, payeeDetails, users } from '../../db/schema';

type NewDetails = typeof payeeDetails.$inferInsert;
type NewChange = typeof payeeChanges.$inferInsert;

/** Authors' payee details, the history of their changes, and what the rules need of the account. Build it from a transaction to join it. */
export function payeesRepository(db: Db) {
  return {
    /** The author's payee details, if given. */
    async details(authorId: number) {
      const [row] = await db.select().from(payeeDetails).where(eq(payeeDetails.authorId, authorId));
      return row;
    },

    /** The author's payee details, locked for update until the transaction ends. */
    async detailsForUpdate(authorId: number) {
      const [row] = await db.select().from(payeeDetails).where(eq(payeeDetails.authorId, authorId)).for('update');
      return row;
    },

    /** Until when a change of the author's payee details holds payouts (the row, if any). */
    async hold(authorId: number) {
      const [row] = await db
        .select({ holdUntil: payeeDetails.holdUntil })
        .from(payeeDetails)
        .where(eq(payeeDetails.authorId, authorId));
      return row;
    },

    /** Records the author's first payee details. */
    async addDetails(row: NewDetails) {
      await db.insert(payeeDetails).values(row);
    },

    /** Changes the author's payee details. */
    async updateDetails(authorId: number, change: Partial<NewDetails>) {
      await db.update(payeeDetails).set(change).where(eq(payeeDetails.authorId, authorId));
    },

    /** Records a change of payee details in the history. */
    async addChange(row: NewChange) {
      await db.insert(payeeChanges).values(row);
    },

    /** The author's latest changes, newest first, at most `limit`. */
    async changes(authorId: number, limit: number) {
      return db
        .select()
        .from(payeeChanges)
        .where(eq(payeeChanges.authorId, authorId))
        .orderBy(desc(payeeChanges.createdAt), desc(payeeChanges.id))
        .limit(limit);
    },

    /** The site the account signed up from, whose cooling-off applies. */
    async site(userId: number) {
      return db.select({ fromSite: users.fromSite }).from(users).where(eq(users.id, userId));
    },

    /** The account's email, language and site, for the mail about a change. */
    async account(userId: number) {
      const [user] = await db
        .select({ email: users.email, lang: users.lang, fromSite: users.fromSite })
        .from(users)
        .where(eq(users.id, userId));
      return user;
    },

    /** The author's country, which the form's rules depend on. */
    async country(userId: number) {
      const [author] = await db.select({ country: authors.country }).from(authors).where(eq(authors.userId, userId));
      return author?.country;
    },
  };
}
