import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataKeys } from '../../db/schema';

/** The data keys the database holds personal data under (each key's id and fingerprint). Build it from a transaction to join it. */
export function dataKeysRepository(db: Db) {
  return {
    /** Every recorded key's id and fingerprint. */
    async recorded() {
      return db.select({ keyId: dataKeys.keyId, fingerprint: dataKeys.fingerprint }).from(dataKeys);
    },

    /** Every recorded key's id. */
    async ids() {
      return db.select({ keyId: dataKeys.keyId }).from(dataKeys);
    },

    /** Takes the registry's advisory lock (`key`) until the transaction ends. */
    async lock(key: number) {
      await db.execute(sql`select pg_advisory_xact_lock(${key})`);
    },

    /** Records a key (once). */
    async record(keyId: string, fingerprint: string) {
      await db.insert(dataKeys).values({ keyId, fingerprint }).onConflictDoNothing();
    },

    /** Forgets a recorded key. */
    async forget(keyId: string) {
      await db.delete(dataKeys).where(eq(dataKeys.keyId, keyId));
    },
  };
}
