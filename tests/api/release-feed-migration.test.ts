import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PG_ADMIN_URL, postgresAvailable } from '../support/databases';
import { MIGRATIONS_DIR } from '../../src/server/db/client';

const pgAvailable = await postgresAvailable();
/** The migration's name without its number, which a merge may change. */
const FEED_MIGRATION = '_release_feed';

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

type Execute = (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }>;

/** Works and a key from before the feed: two novels (one a deleted draft), chapters in every state. */
async function worksFromBefore(execute: Execute) {
  await execute(sql`insert into categories (key, names) values ('fantasy', '{"en":"Fantasy"}'), ('fantasy.epic', '{"en":"Epic"}')`);
  await execute(sql`update categories set parent_id = (select id from categories where key = 'fantasy') where key = 'fantasy.epic'`);
  await execute(sql`insert into users (email) values ('before@example.test')`);
  const novel = (title: string, deleted: boolean) => sql`
    insert into novels (author_id, section_id, title, blurb, category_id, sub_category_id, content_rating, exclusive, estimated_words, monthly_words, deleted_at)
    select (select id from users), 1, ${title}, 'blurb', (select id from categories where key = 'fantasy'), (select id from categories where key = 'fantasy.epic'), '13+', true, 1, 1, ${deleted ? sql`now()` : sql`null`}`;
  await execute(novel('Kept', false));
  await execute(novel('Dropped', true));
  await execute(sql`
    insert into chapters (novel_id, code, title, status, content_doc)
    select n.id, c.code, c.title, c.status, '{"type":"doc","content":[]}'::jsonb from novels n,
      (values (2, 'Two', 'updated'), (1, 'One', 'released'), (3, 'Three', 'scheduled'), (4, 'Four', 'draft'), (5, 'Five', 'deleted')) as c(code, title, status)
    where n.title = 'Kept'`);
  await execute(sql`insert into platform_keys (name, prefix, key_hash, sites) values ('reader site (production)', 'wcp_aaaaaa', 'hash-1', '{511}')`);
}

async function afterMigration(execute: Execute) {
  const feed = (await execute(sql`select f.kind, n.title as novel, c.title as chapter from release_feed f join novels n on n.id = f.novel_id left join chapters c on c.id = f.chapter_id order by f.seq`)).rows;
  const keys = (await execute(sql`select scopes from platform_keys`)).rows;
  return { feed, keys };
}

const expected = {
  feed: [
    { kind: 'novel_created', novel: 'Kept', chapter: null },
    { kind: 'chapter_released', novel: 'Kept', chapter: 'One' },
    { kind: 'chapter_released', novel: 'Kept', chapter: 'Two' },
  ],
  // A key from before keeps what it had: the content scope is granted by staff, never by the migration.
  keys: [{ scopes: ['income', 'comments', 'stats'] }],
};

describe('the migration that starts release.feed', () => {
  it('announces every kept novel and its live chapters in reading order, and grants no key the content scope [pglite]', { timeout: 120_000 }, async () => {
    const before = await migrationsBefore(FEED_MIGRATION);
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite('memory://');
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await worksFromBefore((q) => db.execute(q));
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      expect(await afterMigration((q) => db.execute(q))).toEqual(expected);
    } finally {
      await client.close();
      await rm(before, { recursive: true, force: true });
    }
  });

  it.runIf(pgAvailable)('announces every kept novel and its live chapters in reading order, and grants no key the content scope [postgres]', { timeout: 120_000 }, async () => {
    const before = await migrationsBefore(FEED_MIGRATION);
    const name = `wc_test_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    try {
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const db = drizzle(pool);
      await migrate(db, { migrationsFolder: before });
      await worksFromBefore((q) => db.execute(q));
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      expect(await afterMigration((q) => db.execute(q))).toEqual(expected);
    } finally {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await rm(before, { recursive: true, force: true });
    }
  });
});
