import type { Db } from '../../db/client';
import { ENCRYPTED_COLUMNS } from '../../db/schema/columns';
import type { KeyRing } from './data-keys';
import { encryptedValuesRepository } from './encrypted-values-repository';

export interface RotationReport {
  /** values re-encrypted (or encrypted for the first time) by this run */
  rewritten: number;
  /** per column */
  columns: { column: string; rewritten: number }[];
  keyId: string;
}

/**
 * Re-encrypts every encrypted column's values under the newest key, in batches of `batchSize`
 * rows, each batch its own short transaction, so it runs beside a live server and can stop at any
 * point: what is done stays done (a value already under the newest key is never selected again),
 * and running it again resumes. A row changed by the server meanwhile is left as the server wrote
 * it (the update matches the old stored value), which is under the newest key already.
 */
export async function rotateDataKeys(
  db: Db,
  ring: KeyRing,
  options: { batchSize?: number; onBatch?: (done: number) => void } = {},
): Promise<RotationReport> {
  const batchSize = options.batchSize ?? 500;
  const current = `enc:v1:${ring.current.id}:%`;
  const report: RotationReport = { rewritten: 0, columns: [], keyId: ring.current.id };
  for (const encrypted of ENCRYPTED_COLUMNS) {
    const { table, column, hashColumn } = encrypted;
    let rewritten = 0;
    for (;;) {
      const batch = await encryptedValuesRepository(db).notUnder(encrypted, current, batchSize);
      if (!batch.length) break;
      await db.transaction(async (tx) => {
        const values = encryptedValuesRepository(tx);
        for (const { row, value } of batch) {
          const aad = `${table}.${column}`;
          const clear = ring.decrypt(value, aad);
          const hash = hashColumn ? ring.hash(clear) : undefined;
          rewritten += await values.rewrite(encrypted, row, value, { value: ring.encrypt(clear, aad), hash });
        }
      });
      options.onBatch?.(rewritten);
    }
    report.columns.push({ column: `${table}.${column}`, rewritten });
    report.rewritten += rewritten;
  }
  return report;
}
