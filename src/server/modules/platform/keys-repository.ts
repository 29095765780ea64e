import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformKeys, type PlatformKey } from '../../db/schema';

/** The platform API's service keys: stored by their hash, never in clear. */
export function keysRepository(db: Db) {
  return {
    /** Stores a new key; the row stored. */
    async add(values: typeof platformKeys.$inferInsert): Promise<PlatformKey> {
      const [row] = await db.insert(platformKeys).values(values).returning();
      return row;
    },

    /** Sets a live key's sites and when staff chose them; the key changed, if it is live. */
    async setSites(id: number, sites: number[], confirmedAt: Date): Promise<PlatformKey | undefined> {
      const [row] = await db
        .update(platformKeys)
        .set({ sites, sitesConfirmedAt: confirmedAt })
        .where(and(eq(platformKeys.id, id), isNull(platformKeys.revokedAt)))
        .returning();
      return row;
    },

    /** Sets a live key's scopes; the key changed, if it is live. */
    async setScopes(id: number, scopes: string[]): Promise<PlatformKey | undefined> {
      const [row] = await db
        .update(platformKeys)
        .set({ scopes })
        .where(and(eq(platformKeys.id, id), isNull(platformKeys.revokedAt)))
        .returning();
      return row;
    },

    /** Every key, newest first. */
    list: () => db.select().from(platformKeys).orderBy(desc(platformKeys.createdAt), desc(platformKeys.id)),

    /** Revokes a live key at `at`; the key revoked, if it was live. */
    async revoke(id: number, at: Date): Promise<PlatformKey | undefined> {
      const [row] = await db
        .update(platformKeys)
        .set({ revokedAt: at })
        .where(and(eq(platformKeys.id, id), isNull(platformKeys.revokedAt)))
        .returning();
      return row;
    },

    /** The live key of this hash, if there is one. */
    async liveByHash(keyHash: string): Promise<PlatformKey | undefined> {
      const [row] = await db
        .select()
        .from(platformKeys)
        .where(and(eq(platformKeys.keyHash, keyHash), isNull(platformKeys.revokedAt)));
      return row;
    },

    /** Records the key's use at `at`. */
    async touch(id: number, at: Date) {
      await db.update(platformKeys).set({ lastUsedAt: at }).where(eq(platformKeys.id, id));
    },

    /** The key's sites, if there is such a key. */
    async sites(id: number) {
      const [row] = await db.select({ sites: platformKeys.sites }).from(platformKeys).where(eq(platformKeys.id, id));
      return row;
    },

    /** The key's scopes, if there is such a key. */
    async scopes(id: number) {
      const [row] = await db.select({ scopes: platformKeys.scopes }).from(platformKeys).where(eq(platformKeys.id, id));
      return row;
    },
  };
}
