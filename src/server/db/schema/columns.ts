import { customType, text, timestamp } from 'drizzle-orm/pg-core';
import { keyRing } from '../../lib/crypto/data-keys';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * A column of personal data, encrypted field by field (lib/crypto/data-keys.ts): the application
 * reads and writes clear strings, the database holds `enc:v1:<key id>:…`. `where` clauses cannot
 * compare it (each encryption is different): a value that must be found or unique gets a
 * `lookupHash()` column beside it, written with `keyRing().hash(value)`.
 *
 * Every encrypted column is listed in ENCRYPTED_COLUMNS, which `keys:rotate` walks.
 */
export interface EncryptedColumnInfo {
  table: string;
  column: string;
  /** the column of its lookup hash, if any */
  hashColumn?: string;
}
export const ENCRYPTED_COLUMNS: EncryptedColumnInfo[] = [];

export function encryptedText(table: string, column: string, options: { hashColumn?: string } = {}) {
  const aad = `${table}.${column}`;
  if (!ENCRYPTED_COLUMNS.some((c) => c.table === table && c.column === column)) ENCRYPTED_COLUMNS.push({ table, column, ...options });
  return customType<{ data: string; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => keyRing().encrypt(value, aad),
    fromDriver: (value) => keyRing().decrypt(value, aad),
  })(column);
}

/** The keyed hash (HMAC) kept beside an encrypted value that must be looked up: `<key id>:<hex>`. */
export const lookupHash = (column: string) => text(column);
