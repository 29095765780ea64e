import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ENCRYPTED_COLUMNS } from '../../db/schema/columns';
import type { KeyRing } from './data-keys';

export interface RotationReport {
  /** values re-encrypted (or encrypted for the first time) by this run */
  rewritten: number;
  /** per column */
  columns: { column: string; rewritten: number }[];
  keyId: string;
}

type Rows<T> = { rows: T[] };

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
  for (const { table, column, hashColumn } of ENCRYPTED_COLUMNS) {
    const t = sql.identifier(table);
    const c = sql.identifier(column);
    let rewritten = 0;
    for (;;) {
      const batch = (await db.execute(
        sql`select ctid::text as row, ${c} as value from ${t} where ${c} is not null and ${c} not like ${current} limit ${batchSize}`,
      )) as unknown as Rows<{ row: string; value: string }>;
      if (!batch.rows.length) break;
      await db.transaction(async (tx) => {
        for (const { row, value } of batch.rows) {
          const aad = `${table}.${column}`;
          const clear = ring.decrypt(value, aad);
          const hashSet = hashColumn ? sql`, ${sql.identifier(hashColumn)} = ${ring.hash(clear)}` : sql``;
          const updated = (await tx.execute(
            sql`update ${t} set ${c} = ${ring.encrypt(clear, aad)}${hashSet} where ctid = ${row}::tid and ${c} = ${value} returning 1 as ok`,
          )) as unknown as Rows<unknown>;
          rewritten += updated.rows.length;
        }
      });
      options.onBatch?.(rewritten);
    }
    report.columns.push({ column: `${table}.${column}`, rewritten });
    report.rewritten += rewritten;
  }
  return report;
}
