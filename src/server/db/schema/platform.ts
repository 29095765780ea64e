import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { staff } from './staff';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Service keys of the platform's reader site (ARCHITECTURE.md "The platform API"): what readers do
 * reaches us through /platform/v1/* with one of these. Only a key's SHA-256 is kept (a key is 32
 * random bytes, so no slow hash is needed); its prefix lets staff recognise it in lists.
 */
export const platformKeys = pgTable(
  'platform_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** the key's first characters, shown in lists (`wcp_3f9a1c…`) */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** what the key may do (src/domain/api/platform.ts PLATFORM_SCOPES); keys from before scopes may do everything */
    scopes: text('scopes').array().notNull().default(sql`'{income,comments,stats}'::text[]`),
    /**
     * The sites (src/domain/sites.ts) whose authors' works the key may write for. Keys from before
     * sites were bound to every site by the migration, with `sites_confirmed_at` null.
     */
    sites: integer('sites').array().notNull(),
    /** when staff chose the sites (at creation, or later with platform.keySites); null: bound to every site by the migration, and the back office warns */
    sitesConfirmedAt: at('sites_confirmed_at'),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('platform_keys_hash_idx').on(t.keyHash), index('platform_keys_created_idx').on(t.createdAt)],
);
export type PlatformKey = typeof platformKeys.$inferSelect;
