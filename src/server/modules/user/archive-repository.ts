import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, userDevices, users } from '../../db/schema';

/** What an archive of the account reads of it, read-only: the account, its sign-ins and its devices. */
export function userArchiveRepository(db: Db, userId: number) {
  return {
    async user() {
      const [user] = await db.select({ id: users.id, email: users.email, lang: users.lang, fromSite: users.fromSite, createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
      return user;
    },
    sessions: () => db.select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent }).from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.id)),
    devices: () => db.select().from(userDevices).where(eq(userDevices.userId, userId)),
  };
}
