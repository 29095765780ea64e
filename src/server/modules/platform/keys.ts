import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformKeys, type PlatformKey } from '../../db/schema';
import { PLATFORM_SCOPES } from '../../../domain/api/platform';

const KEY_PREFIX = 'wcp_';
/** How often a key's "last used" time is written (not on every request). */
const TOUCH_EVERY_MS = 60_000;

const digest = (key: string) => createHash('sha256').update(key).digest('hex');

export function platformKeyStore(db: Db) {
  return {
    /** A new key for the sites it writes for: the clear key is in this answer only. */
    async create(
      name: string,
      createdBy: number | null,
      { scopes = PLATFORM_SCOPES, sites, now = new Date() }: { scopes?: readonly string[]; sites: readonly number[]; now?: Date },
    ): Promise<{ key: string; row: PlatformKey }> {
      const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const [row] = await db
        .insert(platformKeys)
        .values({ name, prefix: key.slice(0, KEY_PREFIX.length + 6), keyHash: digest(key), createdBy, scopes: [...scopes], sites: [...sites].sort((a, b) => a - b), sitesConfirmedAt: now })
        .returning();
      return { key, row };
    },

    /** Binds a live key to these sites, chosen by staff (which ends the warning on a key from before sites). */
    async setSites(id: number, sites: readonly number[], now = new Date()): Promise<PlatformKey | undefined> {
      const [row] = await db
        .update(platformKeys)
        .set({ sites: [...sites].sort((a, b) => a - b), sitesConfirmedAt: now })
        .where(and(eq(platformKeys.id, id), isNull(platformKeys.revokedAt)))
        .returning();
      return row;
    },

    /** Sets what a live key may do, chosen by staff (a new scope reaches a key only this way). */
    async setScopes(id: number, scopes: readonly string[]): Promise<PlatformKey | undefined> {
      const [row] = await db
        .update(platformKeys)
        .set({ scopes: PLATFORM_SCOPES.filter((s) => scopes.includes(s)) })
        .where(and(eq(platformKeys.id, id), isNull(platformKeys.revokedAt)))
        .returning();
      return row;
    },

    list: () => db.select().from(platformKeys).orderBy(desc(platformKeys.createdAt), desc(platformKeys.id)),

    /** Revokes a key at once for every instance (the lookup reads the database). */
    async revoke(id: number, at = new Date()): Promise<PlatformKey | undefined> {
      const [row] = await db
        .update(platformKeys)
        .set({ revokedAt: at })
        .where(and(eq(platformKeys.id, id), isNull(platformKeys.revokedAt)))
        .returning();
      return row;
    },

    /** The live key a request presents, or undefined. */
    async find(key: string, now = new Date()): Promise<PlatformKey | undefined> {
      if (!key.startsWith(KEY_PREFIX) || key.length > 100) return undefined;
      const [row] = await db
        .select()
        .from(platformKeys)
        .where(and(eq(platformKeys.keyHash, digest(key)), isNull(platformKeys.revokedAt)));
      if (row && (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS)) {
        await db.update(platformKeys).set({ lastUsedAt: now }).where(eq(platformKeys.id, row.id));
      }
      return row;
    },
  };
}

/** The live key a caller presents (the back office's reader-site simulator uses one as its reader site would). */
export const findPlatformKey = (db: Db, key: string) => platformKeyStore(db).find(key);
