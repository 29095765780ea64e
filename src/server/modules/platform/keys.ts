import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { PlatformKey } from '../../db/schema';
import { PLATFORM_SCOPES } from '../../../domain/api/platform';
import { keysRepository } from './keys-repository';

const KEY_PREFIX = 'wcp_';
/** How often a key's "last used" time is written (not on every request). */
const TOUCH_EVERY_MS = 60_000;

const digest = (key: string) => createHash('sha256').update(key).digest('hex');

export function platformKeyStore(db: Db) {
  const keys = keysRepository(db);
  return {
    /** A new key for the sites it writes for: the clear key is in this answer only. */
    async create(
      name: string,
      createdBy: number | null,
      { scopes = PLATFORM_SCOPES, sites, now = new Date() }: { scopes?: readonly string[]; sites: readonly number[]; now?: Date },
    ): Promise<{ key: string; row: PlatformKey }> {
      const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await keys.add({
        name,
        prefix: key.slice(0, KEY_PREFIX.length + 6),
        keyHash: digest(key),
        createdBy,
        scopes: [...scopes],
        sites: [...sites].sort((a, b) => a - b),
        sitesConfirmedAt: now,
      });
      return { key, row };
    },

    /** Binds a live key to these sites, chosen by staff (which ends the warning on a key from before sites). */
    async setSites(id: number, sites: readonly number[], now = new Date()): Promise<PlatformKey | undefined> {
      return keys.setSites(
        id,
        [...sites].sort((a, b) => a - b),
        now,
      );
    },

    /** Sets what a live key may do, chosen by staff (a new scope reaches a key only this way). */
    async setScopes(id: number, scopes: readonly string[]): Promise<PlatformKey | undefined> {
      return keys.setScopes(
        id,
        PLATFORM_SCOPES.filter((s) => scopes.includes(s)),
      );
    },

    list: () => keys.list(),

    /** Revokes a key at once for every instance (the lookup reads the database). */
    async revoke(id: number, at = new Date()): Promise<PlatformKey | undefined> {
      return keys.revoke(id, at);
    },

    /** The live key a request presents, or undefined. */
    async find(key: string, now = new Date()): Promise<PlatformKey | undefined> {
      if (!key.startsWith(KEY_PREFIX) || key.length > 100) return undefined;
      const row = await keys.liveByHash(digest(key));
      if (row && (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS)) {
        await keys.touch(row.id, now);
      }
      return row;
    },
  };
}

/** The live key a caller presents (the back office's reader-site simulator uses one as its reader site would). */
export const findPlatformKey = (db: Db, key: string) => platformKeyStore(db).find(key);
