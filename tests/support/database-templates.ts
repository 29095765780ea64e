import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedReference } from '../../src/server/seed/reference/seed';
import { seedHelp } from '../../src/server/seed/help-articles';

/**
 * Migrating and seeding a database costs seconds (PGlite 8 s, PostgreSQL 3 s), and the API suites
 * take a fresh one per block: the run migrates and seeds once, before any suite, and each fresh
 * database is a copy (PostgreSQL `CREATE DATABASE … TEMPLATE`, PGlite from a dumped data
 * directory). The templates are named in the environment the test workers inherit.
 */
export const PG_TEMPLATE_ENV = 'WC_TEST_PG_TEMPLATE';
export const PGLITE_DUMP_ENV = 'WC_TEST_PGLITE_DUMP';

async function migrateAndSeed(database: Database) {
  await seedReference(database.db);
  await seedHelp(database.db, { onlyIfEmpty: true });
}

export async function createPgliteTemplate(): Promise<string> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateAndSeed(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = path.join(os.tmpdir(), `wc-test-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `wc_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await migrateAndSeed(database);
  } finally {
    // A template must have no connection left for CREATE DATABASE … TEMPLATE to copy it.
    await database.close();
  }
  return name;
}

export async function dropPostgresTemplate(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

let pgliteDump: Promise<Blob> | undefined;
/** The migrated PGlite data directory this run prepared, read once per worker; undefined outside a prepared run. */
export function pgliteTemplate(): Promise<Blob> | undefined {
  const file = process.env[PGLITE_DUMP_ENV];
  if (!file) return undefined;
  pgliteDump ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteDump;
}

export const removePgliteTemplate = (file: string) => rm(file, { force: true });
