import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { PG_ADMIN_URL, postgresAvailable } from '../support/databases';
import { apiClient } from '../support/api-client';
import { newAuthor, testClock } from '../support/contracts';
import { DEMO_ADMIN, seedDemo } from '../../src/server/seed/demo';
import { chapters, comments, ledgerLines, novelStatsDays, platformKeys } from '../../src/server/db/schema';
import { MIGRATIONS_DIR } from '../../src/server/db/client';
import { translate } from '../../src/server/lib/i18n';
import { SITE_IDS, SPECIAL_SITE_ID } from '../../src/domain/sites';
import { textContentColumns } from '../../src/server/modules/chapter';

const clock = testClock();
const pgAvailable = await postgresAvailable();
const refused = (lang: string, id: number, site: number) => translate(lang, 'platform.site.refused', { id, site });

describeEachDatabase(
  'platform keys: each bound to the sites it writes for',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    let admin = '';
    const send = async (key: string, url: string, payload: object) => {
      const res = await get().app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${key}` }, payload });
      return res.json() as { code: number; data?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    };

    beforeAll(async () => {
      clock.set('2028-03-10T09:00:00Z');
      await seedDemo(db(), get().storage, clock.now());
      admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    });

    it('refuses by name a line, a row or a comment for another site’s work, keeps the key’s own, feeds back only its own sites’ authors, and takes the sites staff choose later', async () => {
      const ours = await newAuthor(db(), api, { site: 503 });
      const theirs = await newAuthor(db(), api, { site: 520 });
      const noSite = await newAuthor(db(), api);
      const created = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'reader site 503', sites: [503] })).body;
      expect(created.data.entry).toMatchObject({ sites: [503], sites_confirmed: true });
      const key = created.data.key as string;

      // Income: only site 503's work; an author from no site belongs to the special site.
      const line = (id: string, book: number) => ({ id: `${id}-${ours.userId}`, original_book_id: book, day: '2028-03-01', coins: 100, rate: '0.01', currency: 'USD' });
      const income = await send(key, '/platform/v1/income.ingest?lang=de', { lines: [line('ours', ours.bookId), line('theirs', theirs.bookId), line('none', noSite.bookId)] });
      expect(income.data).toEqual({
        accepted: 1,
        duplicates: 0,
        rejected: [
          { index: 1, id: `theirs-${ours.userId}`, reason: refused('de', theirs.bookId, 520) },
          { index: 2, id: `none-${ours.userId}`, reason: refused('de', noSite.bookId, SPECIAL_SITE_ID) },
        ],
      });
      expect(await db().select().from(ledgerLines).where(eq(ledgerLines.authorId, theirs.userId))).toEqual([]);

      // Figures: a novel's day and a chapter's day of another site.
      const [theirChapter] = await db().insert(chapters).values({ novelId: theirs.bookId, code: 1, title: 'Chapter 1', ...textContentColumns('Text.'), words: 600, status: 'released' }).returning({ id: chapters.id });
      const day = (novelId: number) => ({ novel_id: novelId, day: '2028-03-01', views: 10, unique_readers: 5, new_followers: 0, comments: 0, unlocks: 0 });
      const stats = await send(key, '/platform/v1/stats.ingest?lang=en', { novels: [day(ours.bookId), day(theirs.bookId)], chapters: [{ chapter_id: theirChapter.id, day: '2028-03-01', reads_started: 3, reads_finished: 1, unlocks: 0, comments: 0 }] });
      expect(stats.data).toMatchObject({ inserted: 1 });
      expect(stats.data.rejected).toEqual([
        { index: 1, id: `novel ${theirs.bookId} 2028-03-01`, reason: refused('en', theirs.bookId, 520) },
        { index: 2, id: `chapter ${theirChapter.id} 2028-03-01`, reason: refused('en', theirs.bookId, 520) },
      ]);
      expect(await db().select().from(novelStatsDays).where(eq(novelStatsDays.novelId, theirs.bookId))).toEqual([]);

      // Comments: sent and retracted only for the key's own sites.
      const comment = (id: string, book: number) => ({ id: `${id}-${ours.userId}`, original_book_id: book, type: 'review', reader_id: 'r-1', reader_name: 'nightowl', text: 'Lovely.', lang: 'en', likes: 0, posted_at: '2028-03-09T10:00:00Z' });
      const sent = await send(key, '/platform/v1/comment.ingest?lang=fr', { comments: [comment('c-ours', ours.bookId), comment('c-theirs', theirs.bookId)] });
      expect(sent.data).toMatchObject({ accepted: 1, rejected: [{ index: 1, id: `c-theirs-${ours.userId}`, reason: refused('fr', theirs.bookId, 520) }] });
      const otherSiteKey = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'reader site 520', sites: [520] })).body.data.key as string;
      expect((await send(otherSiteKey, '/platform/v1/comment.ingest', { comments: [comment('c-theirs', theirs.bookId)] })).data.accepted).toBe(1);
      expect((await send(key, '/platform/v1/comment.retract', { ids: [`c-theirs-${ours.userId}`, `c-ours-${ours.userId}`] })).data).toEqual({ retracted: 1, unknown: 0, refused: 1 });
      const [kept] = await db().select({ state: comments.state }).from(comments).where(eq(comments.externalId, `c-theirs-${ours.userId}`));
      expect(kept.state).toBe('live');

      // The feed back: a key reads what its own sites' authors did, never another site's.
      const commentId = async (externalId: string) => (await db().select({ id: comments.id }).from(comments).where(eq(comments.externalId, externalId)))[0].id;
      expect((await send(key, '/platform/v1/comment.ingest', { comments: [comment('c-feed', ours.bookId)] })).data.accepted).toBe(1);
      expect((await api.post('/v1/comment.reply?lang=en', ours.token, { comment_id: await commentId(`c-feed-${ours.userId}`), text: 'Thanks from site 503' })).body.code).toBe(200);
      expect((await api.post('/v1/comment.reply?lang=en', theirs.token, { comment_id: await commentId(`c-theirs-${ours.userId}`), text: 'Thanks from site 520' })).body.code).toBe(200);
      const repliesSeenBy = async (k: string) => {
        const res = await get().app.inject({ method: 'GET', url: '/platform/v1/reply.feed?limit=1000', headers: { authorization: `Bearer ${k}` } });
        return (res.json().data.events as { kind: string; text: string | null }[]).filter((e) => e.kind === 'reply' && e.text?.startsWith('Thanks from site')).map((e) => e.text);
      };
      expect(await repliesSeenBy(key)).toEqual(['Thanks from site 503']);
      expect(await repliesSeenBy(otherSiteKey)).toEqual(['Thanks from site 520']);

      // Staff widen the key: the work of the author from no site is taken now.
      const widened = (await api.post('/admin/v1/platform.keySites', admin, { id: created.data.entry.id, sites: [SPECIAL_SITE_ID, 503] })).body;
      expect(widened.data).toMatchObject({ sites: [503, SPECIAL_SITE_ID], sites_confirmed: true });
      expect((await send(key, '/platform/v1/income.ingest', { lines: [line('none', noSite.bookId)] })).data).toMatchObject({ accepted: 1, rejected: [] });
    });

    it('creates a key only for named sites within 500–566, and changes the sites of live keys only', async () => {
      expect((await api.post('/admin/v1/platform.keyCreate', admin, { name: 'no sites' })).body.code).toBe(4001);
      expect((await api.post('/admin/v1/platform.keyCreate', admin, { name: 'empty', sites: [] })).body.code).toBe(4001);
      expect((await api.post('/admin/v1/platform.keyCreate', admin, { name: 'outside', sites: [499] })).body.code).toBe(4001);
      expect((await api.post('/admin/v1/platform.keyCreate', admin, { name: 'twice', sites: [503, 503] })).body.code).toBe(4001);
      const made = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'to revoke', sites: [504] })).body.data.entry;
      await api.post('/admin/v1/platform.keyRevoke', admin, { id: made.id });
      expect((await api.post('/admin/v1/platform.keySites', admin, { id: made.id, sites: [505] })).body.code).toBe(4004);
    });

    it('warns about a key from before sites: it may write for every site until staff choose its sites', async () => {
      const made = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'old key', sites: [503] })).body.data.entry;
      // As the migration leaves a key that existed before sites.
      await db().update(platformKeys).set({ sites: [...SITE_IDS], sitesConfirmedAt: null }).where(eq(platformKeys.id, made.id));
      const listed = (await api.get('/admin/v1/platform.keys', admin)).body.data.list as { id: number; sites: number[]; sites_confirmed: boolean }[];
      expect(listed.find((k) => k.id === made.id)).toMatchObject({ sites: SITE_IDS, sites_confirmed: false });
      await api.post('/admin/v1/platform.keySites', admin, { id: made.id, sites: [503] });
      const after = (await api.get('/admin/v1/platform.keys', admin)).body.data.list as { id: number; sites_confirmed: boolean }[];
      expect(after.find((k) => k.id === made.id)?.sites_confirmed).toBe(true);
    });
  },
  () => ({ clock: clock.now }),
);

/** A copy of the committed migrations that stops before `tag`, to build a database as it was before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wc-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

const SITES_MIGRATION = '0021_platform_key_sites';
/** Keys made before sites existed, then the migration: what it does to them. */
const beforeAndAfter = async (kind: 'pglite' | 'postgres', url?: string) => {
  const before = await migrationsBefore(SITES_MIGRATION);
  try {
    if (kind === 'pglite') {
      const { PGlite } = await import('@electric-sql/pglite');
      const { drizzle } = await import('drizzle-orm/pglite');
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      const client = new PGlite('memory://');
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`insert into platform_keys (name, prefix, key_hash) values ('reader site (production)', 'wcp_aaaaaa', 'hash-1')`);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const { rows } = await db.execute(sql`select sites, sites_confirmed_at from platform_keys`);
      await client.close();
      return rows as { sites: number[]; sites_confirmed_at: Date | null }[];
    }
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      const db = drizzle(pool);
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`insert into platform_keys (name, prefix, key_hash) values ('reader site (production)', 'wcp_aaaaaa', 'hash-1')`);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const { rows } = await db.execute(sql`select sites, sites_confirmed_at from platform_keys`);
      return rows as { sites: number[]; sites_confirmed_at: Date | null }[];
    } finally {
      await pool.end();
    }
  } finally {
    await rm(before, { recursive: true, force: true });
  }
};

describe('the migration that binds keys to sites', () => {
  const expected = [{ sites: SITE_IDS, sites_confirmed_at: null }];

  it('leaves a key from before on every site, unconfirmed [pglite]', { timeout: 120_000 }, async () => {
    expect(await beforeAndAfter('pglite')).toEqual(expected);
  });

  it.runIf(pgAvailable)('leaves a key from before on every site, unconfirmed [postgres]', { timeout: 120_000 }, async () => {
    const name = `wc_test_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${name}`;
      expect(await beforeAndAfter('postgres', url.toString())).toEqual(expected);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
