import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedReference } from '../../src/server/seed/reference/seed';
import { seedHelp } from '../../src/server/seed/help-articles';
import { seedDemo } from '../../src/server/seed/demo';
import { localStorage } from '../../src/server/lib/storage/storage';
import { DEMO_TEMPLATES_ENV, PGLITE_DUMP_ENV } from './template-env';

/**
 * Migrating and seeding a database costs seconds (PGlite 8 s, PostgreSQL 3 s), and the API suites
 * take a fresh one per block: the run migrates and seeds once, before any suite, and each fresh
 * database is a copy (PostgreSQL `CREATE DATABASE … TEMPLATE`, PGlite from a dumped data
 * directory). The templates are named in the environment the test workers inherit
 * (template-env.ts). The demo (seedDemo, 4–10 s a time on a busy machine) is prepared the same
 * way, on top, for the suites that start from it.
 */

async function migrateAndSeed(database: Database) {
  await seedReference(database.db);
  await seedHelp(database.db, { onlyIfEmpty: true });
}

async function dumpPglite(database: Database, name: string): Promise<string> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `wc-test-${name}-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

export async function createPgliteTemplate(): Promise<string> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateAndSeed(database);
    return await dumpPglite(database, 'pglite');
  } finally {
    await database.close();
  }
}

/** A demo template of one kind: the database, and the uploads its seeding stored (covers, avatars, contract PDFs). */
interface DemoTemplate {
  /** the PGlite dump file, or the PostgreSQL template database's name */
  database: string;
  uploadsDir: string;
}

/**
 * The demo as seeded on `day` (UTC): a suite that starts from it on another day seeds its own,
 * since the demo's figures are placed relative to the day they were made.
 */
export interface DemoTemplates {
  day: string;
  pglite: DemoTemplate;
  postgres?: DemoTemplate;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The demo seeded on a copy of each migrated template, stored as templates of their own; with the current data keys. */
export async function createDemoTemplates(
  pgliteDump: string,
  postgres?: { adminUrl: string; template: string },
): Promise<DemoTemplates> {
  const at = new Date();
  const seedInto = async (database: Database) => {
    const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'wc-test-demo-uploads-'));
    await seedDemo(database.db, localStorage(uploadsDir), at);
    return uploadsDir;
  };
  const pglite = (async (): Promise<DemoTemplate> => {
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([await readFile(pgliteDump)]) });
    try {
      const uploadsDir = await seedInto(database);
      return { database: await dumpPglite(database, 'demo'), uploadsDir };
    } finally {
      await database.close();
    }
  })();
  const server = (async (): Promise<DemoTemplate | undefined> => {
    if (!postgres) return undefined;
    const name = `wc_demo_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgres.template}`);
    } finally {
      await admin.end();
    }
    const url = new URL(postgres.adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    try {
      return { database: name, uploadsDir: await seedInto(database) };
    } finally {
      await database.close();
    }
  })();
  const [lite, onServer] = await Promise.all([pglite, server]);
  return { day: utcDay(at), pglite: lite, postgres: onServer };
}

export async function removeDemoTemplates(templates: DemoTemplates, adminUrl: string) {
  await rm(templates.pglite.database, { force: true });
  for (const t of [templates.pglite, templates.postgres]) if (t) await rm(t.uploadsDir, { recursive: true, force: true });
  if (templates.postgres) await dropPostgresTemplate(adminUrl, templates.postgres.database);
}

/** This run's demo template of `kind`, when the run prepared one today; undefined otherwise (seed the demo instead). */
export function demoTemplate(kind: 'pglite' | 'postgres'): DemoTemplate | undefined {
  const json = process.env[DEMO_TEMPLATES_ENV];
  if (!json) return undefined;
  const templates = JSON.parse(json) as DemoTemplates;
  return templates.day === utcDay(new Date()) ? templates[kind] : undefined;
}

const demoDumps = new Map<string, Promise<Blob>>();
/** The demo PGlite dump's bytes, read once per worker. */
export function demoDump(template: DemoTemplate): Promise<Blob> {
  let dump = demoDumps.get(template.database);
  if (!dump) demoDumps.set(template.database, (dump = readFile(template.database).then((bytes) => new Blob([bytes]))));
  return dump;
}

/** Copies the demo's stored files into a suite's uploads folder. */
export const copyDemoUploads = (template: DemoTemplate, uploadsDir: string) =>
  cp(template.uploadsDir, uploadsDir, { recursive: true });

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
