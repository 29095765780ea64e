/**
 * Releases survive an instance dying mid-queue: two server processes on one fresh PostgreSQL, twenty
 * chapters due a second apart, and one instance killed with SIGKILL (no drain, no goodbye) once some
 * have gone out. Every chapter goes out exactly once, within 60 s of its time, with exactly one
 * receipt. Needs the local PostgreSQL (skipped, saying so, without it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { postgresAvailable } from '../support/databases';
import { call, emptyPostgresDatabase, start, until, type Instance } from '../support/instances';
import { DEMO_LOGIN } from '../../src/server/seed/demo';
import { demoTemplate } from '../support/database-templates';
import { TEST_DATA_KEYS_ENV } from '../support/template-env';

const pgUp = await postgresAvailable();
const CHAPTERS = 20;

(pgUp ? describe : describe.skip)('releases while an instance is killed', { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let a: Instance;
  let b: Instance;
  let db: pg.Client;

  beforeAll(async () => {
    // A copy of the run's demo database when it prepared one (its data keys with it); else the first
    // instance seeds the demo on an empty one.
    const demo = demoTemplate('postgres');
    database = await emptyPostgresDatabase('wc_test', demo?.database);
    const env = {
      DATABASE_URL: database.url,
      DATA_KEYS: demo ? process.env[TEST_DATA_KEYS_ENV]! : JSON.stringify([{ id: 'k1', key: Buffer.alloc(32, 3).toString('base64') }]),
      RELEASE_INTERVAL_MS: '1000',
      REDIS_URL: '',
    };
    a = await start('a', demo ? env : { ...env, DEMO: '1' });
    b = await start('b', env);
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.end();
    await database?.drop();
  }, 60_000);

  it('sends each of twenty chapters exactly once, within 60 s, with one receipt each, after a SIGKILL in the middle', async () => {
    const login = await call(b.url, 'POST', '/v1/user.email_login', undefined, { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password });
    const token = login.body.data.token as string;
    const { rows: novels } = await db.query(
      `select n.id from novels n join users u on u.id = n.author_id where u.email = $1 and n.status <> 'deleted' and n.review_status = 'passed' order by n.id limit 1`,
      [DEMO_LOGIN.email],
    );
    const content = Array.from({ length: 600 }, (_, i) => `word${i}`).join(' ');
    // Due a second apart from a few seconds after the last is scheduled: the kill lands among them.
    const first = Date.now() + 8_000;
    const ids: number[] = [];
    for (let i = 0; i < CHAPTERS; i++) {
      const added = await call(i % 2 ? a.url : b.url, 'POST', '/v1/writeCenter.chapterAdd', token, {
        original_book_id: novels[0].id,
        title: `Due ${i + 1}`,
        content,
        action: 'schedule',
        release_at: new Date(first + i * 1000).toISOString(),
      });
      expect(added.body.code, JSON.stringify(added.body)).toBe(200);
      ids.push(added.body.data.original_chapter_id as number);
    }
    const released = async () => (await db.query(`select count(*)::int as n from chapters where id = any($1) and status = 'released'`, [ids])).rows[0].n as number;

    await until('some releases', released, (n) => n >= 5, 60_000);
    a.child.kill('SIGKILL');
    await until('the instance to die', async () => a.child.exitCode ?? a.child.signalCode, (s) => s !== null);
    // The kill came in the middle: chapters were still to go out.
    expect(await released()).toBeLessThan(CHAPTERS);
    await until('every release, by the instance left', released, (n) => n === CHAPTERS, 90_000);

    // Exactly once: one release event and one released word-log row per chapter, one receipt per chapter.
    const { rows: events } = await db.query(
      `select f.chapter_id, count(*)::int as n, max(extract(epoch from f.created_at - c.release_at))::float as late
       from release_feed f join chapters c on c.id = f.chapter_id
       where f.kind = 'chapter_released' and f.chapter_id = any($1) group by f.chapter_id`,
      [ids],
    );
    expect(events.map((e) => e.n)).toEqual(Array(CHAPTERS).fill(1));
    // Within 60 s of its time, the kill included.
    expect(Math.max(...events.map((e) => e.late as number))).toBeLessThan(60);
    const { rows: logs } = await db.query(`select count(*)::int as n from writing_log where chapter_id = any($1) and released = 1`, [ids]);
    expect(logs[0].n).toBe(CHAPTERS);
    const { rows: receipts } = await db.query(
      `select params->>'title' as title, count(*)::int as n from notifications
       where template in ('notice.release.sent', 'notice.release.late') and params->>'title' like 'Due %' group by 1`,
    );
    expect(receipts.length).toBe(CHAPTERS);
    expect(receipts.every((r) => r.n === 1)).toBe(true);
  });
});
