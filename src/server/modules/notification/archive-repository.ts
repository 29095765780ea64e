import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPrefs, notifications } from '../../db/schema';

/** What an archive of the account reads of its notices, read-only: its notice settings and every notice, in order. */
export function notificationArchiveRepository(db: Db, userId: number) {
  return {
    prefs: () => db.select().from(notificationPrefs).where(eq(notificationPrefs.userId, userId)),
    notices: () => db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
  };
}
