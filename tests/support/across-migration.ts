/**
 * A data migration's test on both databases: rows written with the schema as it was before the
 * migration, then every migration applied, then what the rows became.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../../src/server/db/client';
import { PG_ADMIN_URL } from './databases';

/** Either database through drizzle, as the rows before and after are read and written. */
export type MigratedDb = PgDatabase<PgQueryResultHKT>;

/** A copy of the committed migrations that stops before the one named `…tag`, to build a database as it was before it. */
export async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wc-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tag));
  if (at <= 0) throw new Error(`No migration named …${tag} after the first`);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

/**
 * Migrates a fresh database of `kind` up to just before the migration named `…tag`, lets `fill`
 * write rows as they were then, applies every migration, and answers what `read` finds.
 */
export async function acrossMigration<T>(kind: 'pglite' | 'postgres', tag: string, fill: (db: MigratedDb) => Promise<void>, read: (db: MigratedDb) => Promise<T>): Promise<T> {
  const before = await migrationsBefore(tag);
  try {
    if (kind === 'pglite') {
      const { PGlite } = await import('@electric-sql/pglite');
      const { drizzle } = await import('drizzle-orm/pglite');
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      const client = new PGlite('memory://');
      try {
        const db = drizzle(client);
        await migrate(db, { migrationsFolder: before });
        await fill(db as unknown as MigratedDb);
        await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
        return await read(db as unknown as MigratedDb);
      } finally {
        await client.close();
      }
    }
    const name = `wc_test_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    // The database is dropped WITH (FORCE) at the end: a connection still closing then hears "terminating
    // connection", which is expected here and must not surface as an unhandled error.
    pool.on('error', () => undefined);
    try {
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const db = drizzle(pool);
      await migrate(db, { migrationsFolder: before });
      await fill(db as unknown as MigratedDb);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      return await read(db as unknown as MigratedDb);
    } finally {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } finally {
    await rm(before, { recursive: true, force: true });
  }
}
