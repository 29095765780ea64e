import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userDevices, users } from '../../db/schema';

/** The devices accounts have signed in from (by a hash of the device id). */
export function userDevicesRepository(db: Db) {
  return {
    /** Whether the account of this email has signed in from the device before. */
    async known(email: string, device: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(userDevices)
        .innerJoin(users, eq(users.id, userDevices.userId))
        .where(and(eq(users.email, email), eq(userDevices.deviceHash, device)))
        .limit(1);
      return Boolean(row);
    },

    /** Records a sign-in from the device (or when it was last seen). */
    async remember(userId: number, device: string, at: Date) {
      await db
        .insert(userDevices)
        .values({ userId, deviceHash: device })
        .onConflictDoUpdate({ target: [userDevices.userId, userDevices.deviceHash], set: { lastSeenAt: at } });
    },
  };
}
