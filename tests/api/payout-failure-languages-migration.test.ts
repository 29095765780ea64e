import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PG_ADMIN_URL, postgresAvailable } from '../support/databases';
import { MIGRATIONS_DIR } from '../../src/server/db/client';
import { payouts } from '../../src/server/db/schema';
import { toPayoutWire } from '../../src/server/modules/payout/service';

const pgAvailable = await postgresAvailable();
/** The migration's name without its number, which a merge may change. */
const MIGRATION = '_payout_failure_languages';

/** A copy of the committed migrations that stops before the one named `…tag`, to build a database as it was before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wc-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tag));
  expect(at).toBeGreaterThan(0);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

type Db = PgDatabase<PgQueryResultHKT>;

/** Payouts from before: one failed with an English reason, one paid (no reason). */
async function payoutsFromBefore(db: Db) {
  await db.execute(sql`insert into users (email) values ('before@example.test')`);
  await db.execute(sql`
    insert into payouts (author_id, month, currency, amount_minor, threshold_minor, status, failure_reason)
    select (select id from users), m.month, 'USD', 8000, 5000, m.status, m.reason
    from (values ('2026-09', 'failed', 'The bank returned the transfer: account closed'), ('2026-10', 'paid', null)) as m(month, status, reason)`);
}

/** What authors read afterwards: the old reason is English, shown as it is to an English reader and marked for a Thai one. */
async function afterMigration(db: Db) {
  const rows = await db.select().from(payouts).orderBy(asc(payouts.month));
  return {
    stored: rows.map((r) => r.failureReason),
    en: rows.map((r) => [toPayoutWire(r, 'en').failure_reason, toPayoutWire(r, 'en').failure_reason_fallback]),
    th: rows.map((r) => [toPayoutWire(r, 'th').failure_reason, toPayoutWire(r, 'th').failure_reason_fallback]),
  };
}

const REASON = 'The bank returned the transfer: account closed';
const expected = {
  stored: [{ en: REASON }, null],
  en: [[REASON, false], [null, false]],
  th: [[REASON, true], [null, false]],
};

describe('the migration that writes payout failure reasons per language', () => {
  it('keeps each existing reason as its English text [pglite]', { timeout: 120_000 }, async () => {
    const before = await migrationsBefore(MIGRATION);
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite('memory://');
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await payoutsFromBefore(db as unknown as Db);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      expect(await afterMigration(db as unknown as Db)).toEqual(expected);
    } finally {
      await client.close();
      await rm(before, { recursive: true, force: true });
    }
  });

  it.runIf(pgAvailable)('keeps each existing reason as its English text [postgres]', { timeout: 120_000 }, async () => {
    const before = await migrationsBefore(MIGRATION);
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
      await payoutsFromBefore(db as unknown as Db);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      expect(await afterMigration(db as unknown as Db)).toEqual(expected);
    } finally {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await rm(before, { recursive: true, force: true });
    }
  });
});
