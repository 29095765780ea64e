import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPrefs, users } from '../../db/schema';

/** Ticket authors as recipients of staff answers by mail. */
export function recipientsRepository(db: Db) {
  return {
    /** The user's address, language and site. */
    async contact(userId: number) {
      const [user] = await db
        .select({ email: users.email, lang: users.lang, site: users.fromSite })
        .from(users)
        .where(eq(users.id, userId));
      return user;
    },

    /** The user's mail preference for notices of `kind`, if they set one. */
    async mailPref(userId: number, kind: string) {
      const [pref] = await db
        .select({ mail: notificationPrefs.mail })
        .from(notificationPrefs)
        .where(and(eq(notificationPrefs.userId, userId), eq(notificationPrefs.kind, kind)));
      return pref;
    },
  };
}
