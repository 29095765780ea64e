import { randomBytes } from 'node:crypto';
import pg from 'pg';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../../src/server/db/client';
import app, { type AppOptions } from '../../src/server/app';
import { httpOptions } from '../../src/server/http-options';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { localStorage, type Storage } from '../../src/server/lib/storage/storage';
import path from 'node:path';
import { routeCollector, type RouteEntry } from './fuzz';
import { copyDemoUploads, demoDump, demoTemplate, pgliteTemplate } from './database-templates';
import { PG_TEMPLATE_ENV } from './template-env';
import { seedDemo } from '../../src/server/seed/demo';

/** The local PostgreSQL of these machines (trust auth); override with TEST_PG_URL. */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let pgUp: Promise<boolean> | undefined;
export function postgresAvailable(): Promise<boolean> {
  pgUp ??= (async () => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      console.warn(`\n[api tests] no PostgreSQL answers at ${PG_ADMIN_URL}: the PostgreSQL half is skipped.\n`);
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return pgUp;
}

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * CREATE DATABASE, as a copy of `template` when given. Two copies of one template started at the
 * same moment may meet PostgreSQL's "source database is being accessed by other users" (55006):
 * that one is retried until the other copy has finished.
 */
export async function createDatabase(admin: pg.Client, name: string, template?: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres'];

/**
 * A fresh database of the given kind, migrated; `dispose` drops it. In a run whose global setup
 * prepared templates (tests/support/api-global-setup.ts) it is a copy of the migrated, seeded one.
 */
export async function freshDatabase(
  kind: DatabaseKind,
  from: { demo?: ReturnType<typeof demoTemplate> } = {},
): Promise<{ database: Database; url?: string; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: await (from.demo ? demoDump(from.demo) : pgliteTemplate()),
    });
    return { database, dispose: () => database.close() };
  }
  const name = `wc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await createDatabase(admin, name, from.demo?.database ?? process.env[PG_TEMPLATE_ENV]);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      // Wait for the closed pool's backends to finish ending: forcing the drop while one is mid-goodbye
      // makes its client see "terminating connection" as an uncaught error in whatever test file runs.
      for (let i = 0; i < 100; i++) {
        const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** the PostgreSQL database's URL, for a second connection (absent on PGlite) */
  url?: string;
  uploadsDir: string;
  /** the same folders the app stores uploads in */
  storage: Storage;
  /** every route the app declared, with its schema */
  routes: RouteEntry[];
  close(): Promise<void>;
}

/**
 * PGlite at `dataDir` (a folder, or memory://) holding the demo, its files in `uploadsDir`: a copy
 * of the run's demo template when the run prepared one today, else seeded here. Its personal data
 * is under the run's data key.
 */
export async function openDemoPglite(dataDir: string, uploadsDir: string): Promise<Database> {
  const template = demoTemplate('pglite');
  const database = await openDatabase({ dataDir, loadDataDir: await (template ? demoDump(template) : pgliteTemplate()) });
  if (template) await copyDemoUploads(template, uploadsDir);
  else await seedDemo(database.db, localStorage(uploadsDir));
  return database;
}

/** The app's options for a test, and whether it starts from the demo (seedDemo's data and files). */
export type TestAppOptions = Partial<Omit<AppOptions, 'database'>> & { demo?: boolean };

/**
 * The whole API on a fresh database, ready for `inject`. With `demo`, the database holds the demo:
 * a copy of the run's demo template and its files when the run prepared one today, else seeded here.
 */
export async function buildTestApp(kind: DatabaseKind, { demo = false, ...options }: TestAppOptions = {}): Promise<TestApp> {
  // A suite that stores elsewhere (S3) seeds its own demo into that storage.
  const template = demo && !options.storage ? demoTemplate(kind) : undefined;
  const { database, url, dispose } = await freshDatabase(kind, { demo: template });
  const uploadsDir = options.uploadsDir ?? (await mkdtemp(path.join(os.tmpdir(), 'wc-uploads-')));
  if (template) await copyDemoUploads(template, uploadsDir);
  const server = Fastify({ ...httpOptions(), logger: false });
  const collector = routeCollector();
  server.addHook('onRoute', collector.onRoute);
  // Many tests sign up from one address: per-address limits are tested on their own (auth.test.ts).
  const storage = options.storage ?? localStorage(uploadsDir);
  await server.register(app, {
    strictResponses: true,
    limits: { signUpsPerHour: 10_000, signInsPer15Minutes: 10_000, mailRequestsPerHour: 10_000 },
    writesPerMinute: 1_000_000,
    ...options,
    database,
    storage,
  });
  await server.ready();
  if (demo && !template) await seedDemo(database.db, storage);
  return {
    app: server,
    routes: collector.routes,
    database,
    url,
    uploadsDir,
    storage,
    async close() {
      await server.close();
      await dispose();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
