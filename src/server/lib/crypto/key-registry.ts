/**
 * Which data keys the database holds personal data under (the `data_keys` table: each key's id and
 * fingerprint), so that an instance started without the others' DATA_KEYS (with a key file of its
 * own, say, whose key is also called "k1") finds out before it reads or writes anything: it is not
 * ready (/readyz answers 503 naming DATA_KEYS) and `keyRing()` refuses personal data with the same
 * message, instead of answering 500 on every encrypted field and writing under a key no other
 * instance holds.
 */
import type { Db } from '../../db/client';
import { ENCRYPTED_COLUMNS } from '../../db/schema/columns';
import { currentDataKeys, heldKeyRing, type DataKeys, type KeyRing } from './data-keys';
import { dataKeysRepository } from './data-keys-repository';
import { encryptedValuesRepository } from './encrypted-values-repository';

/** The advisory lock recording runs under ("WCDK"). */
const REGISTRY_LOCK = 0x5743444b;

export interface KeyCheck {
  /** the recorded keys these keys do not hold (by id, or by the id's fingerprint) */
  missing: string[];
}

/** Compares the recorded keys with the app's (or command's) and sets what they cannot read (DataKeys.setUnreadable). */
export async function checkDataKeys(db: Db, keys: DataKeys = currentDataKeys()): Promise<KeyCheck> {
  const recorded = await dataKeysRepository(db).recorded();
  const missing = recorded
    .filter((k) => keys.held.fingerprint(k.keyId) !== k.fingerprint)
    .map((k) => k.keyId)
    .sort();
  keys.setUnreadable(missing);
  return { missing };
}

/**
 * Before a process writes personal data (at boot, on the command line, when a rotation puts a new
 * key first): checks, then records the key it writes under, only when it holds every key already
 * recorded. In the caller's transaction, under a transaction-scoped advisory lock, so two instances
 * starting at once on an empty database with different keys record one of them, not both.
 */
export async function recordDataKey(tx: Db, keys: DataKeys = currentDataKeys()): Promise<KeyCheck> {
  const registry = dataKeysRepository(tx);
  await registry.lock(REGISTRY_LOCK);
  const check = await checkDataKeys(tx, keys);
  const ring = keys.held;
  if (!check.missing.length) await registry.record(ring.current.id, ring.fingerprint(ring.current.id)!);
  return check;
}

/**
 * After a rotation: forgets the recorded keys no value is under any more (the rotation rewrote them
 * all), so an instance given only the newest key is ready. A key still found anywhere stays.
 */
export async function forgetUnusedKeys(db: Db, ring: KeyRing = heldKeyRing()): Promise<string[]> {
  const forgotten: string[] = [];
  const keys = dataKeysRepository(db);
  const values = encryptedValuesRepository(db);
  for (const { keyId } of await keys.ids()) {
    if (keyId === ring.current.id) continue;
    let used = false;
    for (const encrypted of ENCRYPTED_COLUMNS) {
      if ((used = await values.anyUnder(encrypted, keyId))) break;
    }
    if (used) continue;
    await keys.forget(keyId);
    forgotten.push(keyId);
  }
  return forgotten;
}

/** The answer of /readyz and the boot's warning when keys are missing: what to fix, naming DATA_KEYS. */
export const missingKeysReason = (missing: readonly string[]) =>
  `data keys missing: this database holds personal data under data key${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, which this instance's DATA_KEYS (or key file) does not hold; give every instance the same DATA_KEYS`;
