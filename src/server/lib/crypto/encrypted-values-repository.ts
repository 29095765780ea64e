import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { EncryptedColumnInfo as EncryptedColumn } from '../../db/schema/columns';

type Rows<T> = { rows: T[] };

/** The encrypted values in personal data columns, read and rewritten by the key registry and the rotation. Build it from a transaction to join it. */
export function encryptedValuesRepository(db: Db) {
  return {
    /** Whether any value of the column (or its hash) is under the key. */
    async anyUnder({ table, column, hashColumn }: EncryptedColumn, keyId: string): Promise<boolean> {
      const t = sql.identifier(table);
      const inHash = hashColumn ? sql` or ${sql.identifier(hashColumn)} like ${`${keyId}:%`}` : sql``;
      const found = (await db.execute(
        sql`select 1 as found from ${t} where ${sql.identifier(column)} like ${`enc:v1:${keyId}:%`}${inHash} limit 1`,
      )) as unknown as Rows<unknown>;
      return found.rows.length > 0;
    },

    /** Up to `limit` of the column's values not matching `current` (a LIKE pattern), each with its row's ctid. */
    async notUnder({ table, column }: EncryptedColumn, current: string, limit: number) {
      const t = sql.identifier(table);
      const c = sql.identifier(column);
      const batch = (await db.execute(
        sql`select ctid::text as row, ${c} as value from ${t} where ${c} is not null and ${c} not like ${current} limit ${limit}`,
      )) as unknown as Rows<{ row: string; value: string }>;
      return batch.rows;
    },

    /** Rewrites one row's value (and hash) if it is still `value`; returns how many rows changed. */
    async rewrite(
      { table, column, hashColumn }: EncryptedColumn,
      row: string,
      value: string,
      next: { value: string; hash?: string },
    ): Promise<number> {
      const t = sql.identifier(table);
      const c = sql.identifier(column);
      const hashSet = hashColumn ? sql`, ${sql.identifier(hashColumn)} = ${next.hash ?? null}` : sql``;
      const updated = (await db.execute(
        sql`update ${t} set ${c} = ${next.value}${hashSet} where ctid = ${row}::tid and ${c} = ${value} returning 1 as ok`,
      )) as unknown as Rows<unknown>;
      return updated.rows.length;
    },
  };
}
