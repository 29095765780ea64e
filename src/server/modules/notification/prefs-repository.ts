import { eq } from 'drizzle-orm';
import type { NoticeKind } from '../../../domain/api/notifications';
import type { Db } from '../../db/client';
import { notificationPrefs } from '../../db/schema';

/** Users' choices of which notices also come by mail. */
export function prefsRepository(db: Db) {
  return {
    /** The user's preferences, one per kind they set. */
    async ofUser(userId: number) {
      return db.select().from(notificationPrefs).where(eq(notificationPrefs.userId, userId));
    },

    /** Sets whether the user gets notices of `kind` by mail. */
    async set(userId: number, kind: NoticeKind, mail: boolean) {
      await db
        .insert(notificationPrefs)
        .values({ userId, kind, mail })
        .onConflictDoUpdate({ target: [notificationPrefs.userId, notificationPrefs.kind], set: { mail } });
    },
  };
}
