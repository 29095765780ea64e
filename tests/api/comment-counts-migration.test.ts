import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../../src/server/db/client';
import { PG_ADMIN_URL, postgresAvailable } from '../support/databases';

/**
 * The comment-counts migration on databases that already hold comments: up fills comment_counts with what a
 * count of the comments finds and keeps it with later changes; the down script (with every later one) drops the
 * table and its triggers and forgets the migration; up applies again after it.
 */

const MIGRATION = 'comment_counts';
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const entry = journal.entries.find((e) => e.tag.endsWith(`_${MIGRATION}`))!;
const downScripts = journal.entries
  .slice(journal.entries.indexOf(entry))
  .reverse()
  .map((e) => readFileSync(path.join(MIGRATIONS_DIR, 'down', `${e.tag}.sql`), 'utf8'));

/** The migrations folder as it was just before this migration. */
function migrationsBefore(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wc-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, journal.entries.indexOf(entry)) }));
  return dir;
}

type Exec = (query: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** An author with two novels and comments in every state, on chapters and on none. */
async function seedComments(exec: Exec) {
  const user = await exec(`INSERT INTO users (email) VALUES ('counts-migration@example.com') RETURNING id`);
  const category = await exec(`INSERT INTO categories (key, names) VALUES ('counts-migration', '{"en":"Test"}') RETURNING id`);
  const novelIds: number[] = [];
  for (const title of ['One', 'Two']) {
    const novel = await exec(
      `INSERT INTO novels (author_id, section_id, title, blurb, category_id, sub_category_id, content_rating, exclusive, estimated_words, monthly_words)
       VALUES ($1, 1, $2, 'Blurb', $3, $3, 'teen', false, 100000, 10000) RETURNING id`,
      [user.rows[0].id, title, category.rows[0].id],
    );
    novelIds.push(novel.rows[0].id as number);
  }
  const chapter = await exec(
    `INSERT INTO chapters (novel_id, code, title, content, content_doc, content_html, words) VALUES ($1, 1, 'C', 'Text.', '{"type":"doc","content":[]}', '', 1) RETURNING id`,
    [novelIds[0]],
  );
  await exec(
    `INSERT INTO comments (external_id, author_id, novel_id, chapter_id, type, reader_id, reader_name, text, lang, posted_at, state, replied_at, handled_at, pinned_at)
     SELECT 'm-' || g, $1, CASE WHEN g % 3 = 0 THEN $2::int ELSE $3::int END, CASE WHEN g % 3 = 1 THEN $4::int END,
       (ARRAY['review', 'chapter', 'paragraph'])[1 + g % 3], 'r-' || g % 7, 'Reader', 'Text', 'en', now() - g * interval '1 minute',
       (ARRAY['live', 'live', 'live', 'deleted', 'hidden', 'auto_removed', 'staff_removed', 'retracted'])[1 + g % 8],
       CASE WHEN g % 5 = 0 THEN now() END, CASE WHEN g % 11 = 0 THEN now() END, CASE WHEN g % 13 = 0 THEN now() END
     FROM generate_series(1, 200) g`,
    [user.rows[0].id, novelIds[1], novelIds[0], chapter.rows[0].id],
  );
  return user.rows[0].id as number;
}

const rows = async <T>(database: Database, query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/** The counts as kept, beside a count of the comments by (novel, chapter). */
async function expectCountsOfComments(database: Database) {
  const kept = await rows(database, `SELECT author_id, novel_id, chapter_id, live, unreplied, replied, pinned, review, chapter, paragraph, removed FROM comment_counts ORDER BY 1, 2, 3`);
  const counted = await rows(
    database,
    `SELECT author_id, novel_id, coalesce(chapter_id, 0) AS chapter_id,
       count(*) FILTER (WHERE state = 'live')::int AS live,
       count(*) FILTER (WHERE state = 'live' AND replied_at IS NULL AND handled_at IS NULL)::int AS unreplied,
       count(*) FILTER (WHERE state = 'live' AND replied_at IS NOT NULL)::int AS replied,
       count(*) FILTER (WHERE state = 'live' AND pinned_at IS NOT NULL)::int AS pinned,
       count(*) FILTER (WHERE state = 'live' AND type = 'review')::int AS review,
       count(*) FILTER (WHERE state = 'live' AND type = 'chapter')::int AS chapter,
       count(*) FILTER (WHERE state = 'live' AND type = 'paragraph')::int AS paragraph,
       count(*) FILTER (WHERE state IN ('auto_removed', 'deleted', 'hidden', 'staff_removed'))::int AS removed
     FROM comments GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
  expect(kept).toEqual(counted);
  expect(kept.length).toBe(3);
}

async function applyDown(database: Database) {
  await database.db.transaction(async (tx) => {
    for (const downSql of downScripts) for (const statement of downSql.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
  });
}

const countsTable = async (database: Database) => (await rows<{ t: string | null }>(database, `SELECT to_regclass('comment_counts')::text AS t`))[0].t;
const triggers = async (database: Database) => (await rows<{ n: number }>(database, `SELECT count(*)::int AS n FROM pg_trigger WHERE tgname LIKE 'comment_counts_%'`))[0].n;
const migrationCount = async (database: Database) => (await rows<{ n: number }>(database, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'))[0].n;

/** Up, a change after it, down, up again: the same on both databases. */
async function upDownUp(open: () => Promise<Database>, migrationsBeforeUp: number) {
  const up = await open();
  await expectCountsOfComments(up);
  await up.db.execute(sql.raw(`UPDATE comments SET state = 'deleted' WHERE state = 'live' AND id % 4 = 0`));
  await expectCountsOfComments(up);
  await applyDown(up);
  expect(await countsTable(up)).toBeNull();
  expect(await triggers(up)).toBe(0);
  expect(await migrationCount(up)).toBe(migrationsBeforeUp);
  return up;
}

describe('comment counts migration', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('[pglite] up counts the comments there are and keeps counting, down drops it all, up applies again', { timeout: 180_000 }, async () => {
    const folder = migrationsBefore();
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    const client = new PGlite('memory://');
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    await seedComments((query, params) => client.query(query, params));
    const before = ((await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0] as { n: number }).n;
    const dump = await client.dumpDataDir('none');
    await client.close();
    const reopen = async (data: Blob) => {
      const database = await openDatabase({ dataDir: 'memory://', loadDataDir: data });
      cleanups.push(() => database.close());
      return database;
    };
    const down = await upDownUp(() => reopen(dump), before);
    const again = await reopen(await (down.db as unknown as { $client: PGlite }).$client.dumpDataDir('none'));
    await expectCountsOfComments(again);
  });

  it('[postgres] up counts the comments there are and keeps counting, down drops it all, up applies again', { timeout: 120_000 }, async ({ skip }) => {
    if (!(await postgresAvailable())) skip();
    const name = `wc_test_migration_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const folder = migrationsBefore();
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    await migratePg(drizzlePg(pool), { migrationsFolder: folder });
    await seedComments((query, params) => pool.query(query, params));
    const before = (await pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0].n as number;
    await pool.end();
    const down = await upDownUp(() => openDatabase({ url: url.toString(), poolSize: 2 }), before);
    await down.close();
    const again = await openDatabase({ url: url.toString(), poolSize: 2 });
    cleanups.push(() => again.close());
    await expectCountsOfComments(again);
  });
});
