import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The data keys this database holds personal data under (lib/crypto/key-registry.ts): each key's
 * id and a fingerprint that tells one key's bytes from another's without revealing them. An
 * instance whose keys (DATA_KEYS or the key file) do not hold every one of them cannot read the
 * data: it is not ready and refuses encrypted fields, and never writes under a key of its own.
 */
export const dataKeys = pgTable('data_keys', {
  keyId: text('key_id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  createdAt: createdAt(),
});
