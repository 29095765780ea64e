import path from 'node:path';
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { fromRoot } from '../lib/source-path';
import { appliedMigrations, refreshStatistics } from './statistics';
import { runPreparedReadsOn } from './prepared';

export type Schema = typeof schema;
/** One type for both drivers (STACK-NOTES): node-postgres and PGlite. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database: a repository takes one, so its writes join the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Hears `pg_notify(channel, payload)` from every connection to this database (so from every
   * instance), on a connection of its own; the returned function stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export const MIGRATIONS_DIR = fromRoot('src/server/db/migrations');

/** The advisory lock migrations run under ("WCMG"). */
export const MIGRATION_LOCK_KEY = 0x57434d47;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used */
  url?: string;
  /** where PGlite keeps its files; 'memory://' for a throwaway database */
  dataDir?: string;
  /** connections of the pool (PostgreSQL) */
  poolSize?: number;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir`), e.g. one already migrated */
  loadDataDir?: Blob;
}

/** Applies the committed migrations; when any was applied, the tables' statistics are refreshed (a migration may rewrite a table). */
async function migrateAndAnalyze(db: Db, migrate: () => Promise<void>) {
  const before = await appliedMigrations(db);
  await migrate();
  if ((await appliedMigrations(db)) !== before) await refreshStatistics(db);
}

/** Opens the database and applies the committed migrations (on PostgreSQL under an advisory lock). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzle(pool, { schema });
    // The reads the product prepares run on connections of their own that keep one plan for any values
    // (opened when first used).
    const plannedOncePool = new pg.Pool({ connectionString: options.url, max: Math.max(2, Math.ceil((options.poolSize ?? 10) / 2)), options: '-c plan_cache_mode=force_generic_plan' });
    runPreparedReadsOn(db as unknown as Db, drizzle(plannedOncePool, { schema }) as unknown as Db);
    // Several instances may boot at once on one database: the first to take the advisory lock
    // migrates, the others wait for it and then find nothing left to apply.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateAndAnalyze(db as unknown as Db, () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }));
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lock.release();
    }
    const listeners = new Set<import('pg').Client>();
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: async () => {
        await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
        await Promise.all([pool.end(), plannedOncePool.end()]);
      },
      async listen(channel, onPayload) {
        const client = new pg.Client({ connectionString: options.url });
        await client.connect();
        listeners.add(client);
        client.on('notification', (message) => message.channel === channel && onPayload(message.payload ?? ''));
        // A lost listening connection must not take the process down; the stream falls back to polling.
        client.on('error', () => listeners.delete(client));
        await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
        return async () => {
          listeners.delete(client);
          await client.end().catch(() => undefined);
        };
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = options.dataDir ?? 'memory://';
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const client = new PGlite(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : undefined);
  const db = drizzle(client, { schema });
  await migrateAndAnalyze(db as unknown as Db, () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }));
  if (onDisk) ownerOnly(dataDir);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => stop();
    },
    close: async () => {
      await client.close();
      if (onDisk) ownerOnly(dataDir);
    },
  };
}

/**
 * PGlite's file system chmods its files to 0666 whatever the umask; the directory (0700) already
 * keeps other users out, and this makes every file its owner's alone as well (at open and close).
 */
function ownerOnly(dir: string) {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isSymbolicLink()) continue;
    chmodSync(file, entry.isDirectory() ? 0o700 : 0o600);
  }
}
