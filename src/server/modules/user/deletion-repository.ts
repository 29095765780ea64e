/** Account deletions: the requests, and the erasure that completes one. */
import { and, asc, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  accountDeletions,
  authors,
  chapters,
  emailTokens,
  notificationPrefs,
  notifications,
  novels,
  sessions,
  signInChallenges,
  uploads,
  userDevices,
  userIdentities,
  userRecoveryCodes,
  userTotp,
  users,
} from '../../db/schema';
import { uploadFile, type StoredFile } from '../../lib/storage/uploads';
import type { PublishedWorksChoice } from '../../../domain/schemas/account-lifecycle';
import { LIVE_CHAPTER_STATUSES } from '../../../domain/chapter';

/** The address an erased account keeps: unique, and never mailed (`.invalid` is never delivered). */
export const erasedAddress = (userId: number) => `deleted-${userId}@deleted.writers-center.invalid`;

export function deletionRepository(db: Db | Tx) {
  return {
    /** The account's request, completed or not. */
    async of(userId: number) {
      const [row] = await db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId)).limit(1);
      return row ?? null;
    },

    /** Records a request; false when the account already has one. */
    async schedule(values: { userId: number; publishedWorks: PublishedWorksChoice; requestedAt: Date; undoUntil: Date; dueAt: Date }): Promise<boolean> {
      const rows = await db.insert(accountDeletions).values(values).onConflictDoNothing().returning({ userId: accountDeletions.userId });
      return rows.length > 0;
    },

    /** Takes a pending request back while it can be; whether one was. */
    async cancel(userId: number, now: Date): Promise<boolean> {
      const rows = await db
        .delete(accountDeletions)
        .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.completedAt), sql`${accountDeletions.undoUntil} >= ${now}`))
        .returning({ userId: accountDeletions.userId });
      return rows.length > 0;
    },

    /** Those of `userIds` whose deletion is pending or done: nothing more is made for them. */
    async leaving(userIds: number[]): Promise<Set<number>> {
      if (!userIds.length) return new Set();
      const rows = await db.select({ userId: accountDeletions.userId }).from(accountDeletions).where(inArray(accountDeletions.userId, userIds));
      return new Set(rows.map((r) => r.userId));
    },

    /** Pending requests, the soonest due first, with the author's pen name. */
    async pending() {
      return db
        .select({ deletion: accountDeletions, penName: authors.penName })
        .from(accountDeletions)
        .leftJoin(authors, eq(authors.userId, accountDeletions.userId))
        .where(isNull(accountDeletions.completedAt))
        .orderBy(asc(accountDeletions.dueAt));
    },

    /** Requests due by `now`, locked for this transaction (another worker skips them). */
    async claimDue(now: Date, limit: number) {
      return db
        .select()
        .from(accountDeletions)
        .where(and(isNull(accountDeletions.completedAt), lte(accountDeletions.dueAt, now)))
        .orderBy(asc(accountDeletions.dueAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /**
     * Erases the account: its personal data, sign-in (two-factor key and recovery codes too), sessions,
     * notices and avatar go, its unpublished drafts are removed, and its published works are taken down
     * or kept under the pen name as it chose. What the law keeps (ledger, contracts, payee and tax
     * records) is not touched here. Answers the files to remove once this is committed.
     */
    async erase(userId: number, publishedWorks: PublishedWorksChoice, now: Date): Promise<{ drafts: number; works: number; files: StoredFile[] }> {
      const owned = db.select({ id: novels.id }).from(novels).where(eq(novels.authorId, userId));
      const drafts = await db
        .delete(chapters)
        .where(and(inArray(chapters.novelId, owned), inArray(chapters.status, ['draft', 'scheduled'])))
        .returning({ id: chapters.id });
      // A published chapter's unpublished rework is a draft as well.
      await db.update(chapters).set({ draftDoc: null, draftContent: null }).where(inArray(chapters.novelId, owned));
      // A novel never published (no live chapter left) is a draft too.
      const withLive = db
        .select({ id: chapters.novelId })
        .from(chapters)
        .where(and(inArray(chapters.novelId, owned), inArray(chapters.status, [...LIVE_CHAPTER_STATUSES])));
      await db.delete(novels).where(and(eq(novels.authorId, userId), eq(novels.status, 'draft'), notInArray(novels.id, withLive)));
      const works =
        publishedWorks === 'remove'
          ? await db
              .update(novels)
              .set({ status: 'deleted', deletedAt: now })
              .where(and(eq(novels.authorId, userId), sql`${novels.status} <> 'deleted'`))
              .returning({ id: novels.id })
          : [];
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await db.delete(emailTokens).where(eq(emailTokens.userId, userId));
      await db.delete(userDevices).where(eq(userDevices.userId, userId));
      await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
      await db.delete(notificationPrefs).where(eq(notificationPrefs.userId, userId));
      await db.delete(notifications).where(eq(notifications.userId, userId));
      await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
      await db.delete(userTotp).where(eq(userTotp.userId, userId));
      await db.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
      const avatars = await db.delete(uploads).where(and(eq(uploads.ownerId, userId), eq(uploads.kind, 'avatar'))).returning();
      await db
        .update(users)
        .set({ email: erasedAddress(userId), passwordHash: null, avatarUrl: null, emailVerifiedAt: null, lastLoginAt: null, previousLoginAt: null, updatedAt: now })
        .where(eq(users.id, userId));
      await db.update(authors).set({ email: '', birthDate: null, socialAccount: null, country: '' }).where(eq(authors.userId, userId));
      await db.update(accountDeletions).set({ completedAt: now }).where(eq(accountDeletions.userId, userId));
      return { drafts: drafts.length, works: works.length, files: avatars.map(uploadFile) };
    },
  };
}
export type DeletionRepository = ReturnType<typeof deletionRepository>;
