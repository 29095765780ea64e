import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authors, uploads, users } from '../../db/schema';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function usersRepository(db: Db) {
  // Read on most requests (author.info and every screen's user): prepared once, bound per call.
  const userWithAuthor = db
    .select({ user: users, author: authors })
    .from(users)
    .leftJoin(authors, eq(authors.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_with_author');
  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
        .limit(1);
      return row ?? null;
    },

    /** Inserts a user; returns null when the email is taken. */
    async create(values: { email: string; passwordHash: string | null; lang: string; fromSite?: number | null; emailVerifiedAt?: Date | null }) {
      const [row] = await db
        .insert(users)
        .values({ ...values, email: normalizeEmail(values.email) })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** The user with their author profile, if any. */
    async withAuthor(userId: number) {
      const [row] = await userWithAuthor.execute({ id: userId });
      return row ?? null;
    },

    /** A new sign-in: the latest one becomes the previous one (one statement, so both read the old row). */
    async touchLogin(userId: number) {
      await db.update(users).set({ previousLoginAt: sql`${users.lastLoginAt}`, lastLoginAt: new Date() }).where(eq(users.id, userId));
    },

    async setAvatar(userId: number, avatarUrl: string) {
      await db.update(users).set({ avatarUrl, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async findById(userId: number) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    async setLang(userId: number, lang: string) {
      await db.update(users).set({ lang, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** When the account's owner opened a link sent to its current address (null: not yet). */
    async emailVerifiedAt(userId: number) {
      const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.at ?? null;
    },

    /** The account's email and password hash, to check a password again. */
    async credentials(userId: number) {
      const [user] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
      return user;
    },

    /**
     * Sets a new password hash if the account's is still `expected`: one statement, so of two
     * changes made at once from the same old password only one lands. Answers whether it did.
     */
    async replacePasswordHash(userId: number, expected: string, passwordHash: string, at: Date): Promise<boolean> {
      const changed = await db
        .update(users)
        .set({ passwordHash, updatedAt: at })
        .where(and(eq(users.id, userId), eq(users.passwordHash, expected)))
        .returning({ id: users.id });
      return changed.length > 0;
    },

    /** The account's avatars other than `keepId`, for removal once a new one is set. */
    async avatarsBesides(userId: number, keepId: string) {
      return db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.ownerId, userId), eq(uploads.kind, 'avatar'), ne(uploads.id, keepId)));
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
