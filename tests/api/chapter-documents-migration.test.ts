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
import { chapterDocFromText, chapterDocToHtml } from '../../src/domain/chapter-doc';
import { PG_ADMIN_URL, postgresAvailable } from '../support/databases';

/**
 * The chapter-documents migration on databases that already hold text chapters: up gives every chapter,
 * draft and version the document `chapterDocFromText` makes of its text (and its HTML) and leaves the text
 * alone; the down script puts the schema back and the text is still there; up applies again after it.
 */

const MIGRATION = 'chapter_documents';
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};
const entry = journal.entries.find((e) => e.tag.endsWith(`_${MIGRATION}`))!;
const downSql = readFileSync(path.join(MIGRATIONS_DIR, 'down', `${entry.tag}.sql`), 'utf8');

/** The migrations folder as it was just before this migration. */
function migrationsBefore(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wc-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const before = journal.entries.slice(0, journal.entries.indexOf(entry));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
  return dir;
}

/** Texts as authors typed them into the old text box. */
const CORPUS: string[] = [
  '',
  '   \n\n \t ',
  'One line.',
  'First line.\nSecond line, one break below.\nThird.',
  'Paragraph one.\n\nParagraph two.\n\n\n\nParagraph three after many blank lines.\n',
  'Windows breaks.\r\nNext.\r\n\r\nOld Mac.\rLast.',
  'Before the break.\n***\nAfter.\n* * *\n---\n###\n~~~\n___\n===\n· · ·\n•••\n◇◇◇\n◆ ◆ ◆\n*\u3000*\u3000*\n  ***  \n****\nThen text.',
  'Not breaks:\n**\n*-*\n***text\n*** ***x\n- list item\n--\n…',
  'บทที่หนึ่ง\r\nเขาเดินไปที่ตลาด แล้วซื้อผลไม้\n\n“สวัสดีครับ” เขากล่าว',
  '第一章　相遇\n\n　　他走进了房间。“你好，”她说。\n　　第二段，全角空格缩进。\u3000\n\n＊＊＊\n第三段。',
  '  indented with spaces\n\ttabbed\t\n\u00a0no-break spaces\u00a0\n\ufeffbyte order mark\n\u2003em space\u2003',
  'separator\u2028inside a line\n\u2028edge separators\u2029\n\u0085next line is not whitespace to JavaScript\n',
  'Tom & Jerry <b>"quoted"</b> it\'s 5 > 3 &amp; done',
  'Mixed: English, ไทย, 中文, Tiếng Việt, русский, emoji-free.\n\n* * *\n\nThe end.',
];

interface Fixture {
  chapters: { id: number; content: string; draft: string | null }[];
  versions: { id: number; content: string }[];
}

async function seedTextChapters(
  exec: (query: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<Fixture> {
  const user = await exec(`INSERT INTO users (email) VALUES ('migration@example.com') RETURNING id`);
  const category = await exec(`INSERT INTO categories (key, names) VALUES ('migration-test', '{"en":"Test"}') RETURNING id`);
  const categoryId = category.rows[0].id;
  const novel = await exec(
    `INSERT INTO novels (author_id, section_id, title, blurb, category_id, sub_category_id, content_rating, exclusive, estimated_words, monthly_words)
     VALUES ($1, 1, 'Text novel', 'Blurb', $2, $2, 'teen', false, 100000, 10000) RETURNING id`,
    [user.rows[0].id, categoryId],
  );
  const fixture: Fixture = { chapters: [], versions: [] };
  for (const [i, content] of CORPUS.entries()) {
    // Every other chapter has an unpublished draft: the next text of the corpus.
    const draft = i % 2 ? CORPUS[(i + 1) % CORPUS.length] : null;
    const chapter = await exec(
      `INSERT INTO chapters (novel_id, code, title, content, draft_content, words) VALUES ($1, $2, $3, $4, $5, 7) RETURNING id`,
      [novel.rows[0].id, i + 1, `Chapter ${i + 1}`, content, draft],
    );
    const id = chapter.rows[0].id as number;
    fixture.chapters.push({ id, content, draft });
    for (const [version, text] of [content, draft ?? `${content}\nOlder line.`].entries()) {
      const row = await exec(
        `INSERT INTO chapter_versions (chapter_id, version, title, content, words, kind) VALUES ($1, $2, 'T', $3, 3, 'draft') RETURNING id`,
        [id, version + 1, text],
      );
      fixture.versions.push({ id: row.rows[0].id as number, content: text });
    }
  }
  return fixture;
}

const rows = async <T>(database: Database, query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

const columnsOf = (database: Database) =>
  rows<{ table_name: string; column_name: string; data_type: string; is_nullable: string; column_default: string | null }>(
    database,
    `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name IN ('chapters', 'chapter_versions', 'novels') ORDER BY table_name, column_name`,
  );

async function expectDocumentsFromText(database: Database, fixture: Fixture) {
  const chapterRows = await rows<{
    id: number;
    content: string;
    draft_content: string | null;
    content_doc: unknown;
    draft_doc: unknown;
    content_html: string;
    words: number;
  }>(database, 'SELECT id, content, draft_content, content_doc, draft_doc, content_html, words FROM chapters ORDER BY id');
  expect(chapterRows).toHaveLength(fixture.chapters.length);
  for (const [i, expected] of fixture.chapters.entries()) {
    const row = chapterRows[i];
    expect(row.content).toBe(expected.content);
    expect(row.draft_content).toBe(expected.draft);
    expect(row.words).toBe(7);
    expect(row.content_doc, JSON.stringify(expected.content)).toEqual(chapterDocFromText(expected.content));
    expect(row.draft_doc, JSON.stringify(expected.draft)).toEqual(
      expected.draft === null ? null : chapterDocFromText(expected.draft),
    );
    expect(row.content_html, JSON.stringify(expected.content)).toBe(chapterDocToHtml(chapterDocFromText(expected.content)));
  }
  const versionRows = await rows<{ content: string; content_doc: unknown }>(
    database,
    'SELECT content, content_doc FROM chapter_versions ORDER BY id',
  );
  expect(versionRows.map((v) => v.content)).toEqual(fixture.versions.map((v) => v.content));
  for (const version of versionRows)
    expect(version.content_doc, JSON.stringify(version.content)).toEqual(chapterDocFromText(version.content));
}

async function applyDown(database: Database) {
  await database.db.transaction(async (tx) => {
    for (const statement of downSql.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
  });
}

const migrationCount = async (database: Database) =>
  (await rows<{ n: number }>(database, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'))[0].n;

describe('chapter documents migration', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('the corpus really is varied: scene breaks, blank lines and single breaks all occur', () => {
    const docs = CORPUS.map(chapterDocFromText);
    expect(docs.some((d) => d.content.some((b) => b.type === 'horizontalRule'))).toBe(true);
    expect(docs.some((d) => d.content.length === 0)).toBe(true);
    expect(CORPUS.some((t) => /\S\n\S/.test(t)) && CORPUS.some((t) => /\n\n\n/.test(t))).toBe(true);
  });

  // Migrating PGlite from nothing three times over takes a while on a busy machine.
  it(
    '[pglite] up derives every document from the text, down restores the schema, up applies again',
    { timeout: 180_000 },
    async () => {
      const folder = migrationsBefore();
      cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
      const client = new PGlite('memory://');
      await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
      const fixture = await seedTextChapters((query, params) => client.query(query, params));
      const dump = await client.dumpDataDir('none');
      await client.close();

      const reopen = async (data: Blob) => {
        const database = await openDatabase({ dataDir: 'memory://', loadDataDir: data });
        cleanups.push(() => database.close());
        return database;
      };
      // The schema before up, read from an untouched copy of the same data.
      const untouched = new PGlite('memory://', { loadDataDir: dump });
      const schemaBefore = (
        await untouched.query(`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name IN ('chapters', 'chapter_versions', 'novels') ORDER BY table_name, column_name`)
      ).rows;
      const migrationsBeforeUp = (
        (await untouched.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0] as { n: number }
      ).n;
      await untouched.close();

      const up = await reopen(dump);
      await expectDocumentsFromText(up, fixture);
      await applyDown(up);
      expect(await columnsOf(up)).toEqual(schemaBefore);
      expect(await migrationCount(up)).toBe(migrationsBeforeUp);
      const texts = await rows<{ content: string; draft_content: string | null }>(
        up,
        'SELECT content, draft_content FROM chapters ORDER BY id',
      );
      expect(texts).toEqual(fixture.chapters.map((c) => ({ content: c.content, draft_content: c.draft })));

      const downDump = await (up.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
      const again = await reopen(downDump);
      await expectDocumentsFromText(again, fixture);
    },
  );

  it(
    '[postgres] up derives every document from the text, down restores the schema, up applies again',
    { timeout: 120_000 },
    async ({ skip }) => {
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
      const fixture = await seedTextChapters((query, params) => pool.query(query, params));
      const schemaBefore = (
        await pool.query(`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name IN ('chapters', 'chapter_versions', 'novels') ORDER BY table_name, column_name`)
      ).rows;
      const migrationsBeforeUp = (await pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0]
        .n as number;
      await pool.end();

      const up = await openDatabase({ url: url.toString(), poolSize: 2 });
      await expectDocumentsFromText(up, fixture);
      await applyDown(up);
      expect(await columnsOf(up)).toEqual(schemaBefore);
      expect(await migrationCount(up)).toBe(migrationsBeforeUp);
      const texts = await rows<{ content: string; draft_content: string | null }>(
        up,
        'SELECT content, draft_content FROM chapters ORDER BY id',
      );
      expect(texts).toEqual(fixture.chapters.map((c) => ({ content: c.content, draft_content: c.draft })));
      await up.close();

      const again = await openDatabase({ url: url.toString(), poolSize: 2 });
      cleanups.push(() => again.close());
      await expectDocumentsFromText(again, fixture);
    },
  );
});
