/**
 * Release planner benches, printed by `npm run bench` (alone: `npm run bench -- planner`):
 * - re-flow: a novel with a 1,000-chapter queue on a cadence of three releases a day; each POST /v1/planner.queue moves one
 *   chapter and the whole queue's dates flow again. Its p95 over the moves, in turn with GET /v1/author.info (the
 *   cheapest signed-in read) in the same app, as a ratio.
 * - releases: two server processes on one fresh PostgreSQL with the production release interval, 10,000 chapters
 *   due within one minute; how late the latest went out, against the 60-second goal (skipped without PostgreSQL).
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { chapters } from '../../src/server/db/schema';
import { liveContentColumns } from '../../src/server/modules/chapter';
import { MAX_QUEUE } from '../../src/domain/release-plan';
import { DEMO_LOGIN } from '../../src/server/seed/demo';
import { postgresAvailable, type DatabaseKind } from '../support/databases';
import { emptyPostgresDatabase, start, until } from '../support/instances';
import { authorWithWorks } from './money';
import { ratioLine } from './ratio';

const MOVES = Number(process.env.BENCH_PLANNER_MOVES ?? 40);
const RELEASES = Number(process.env.BENCH_RELEASES ?? 10_000);
/** Three releases a day: a 1,000-chapter queue then fits the year ahead a chapter may be scheduled in. */
const THRICE_DAILY = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => ['08:00', '14:00', '20:00'].map((time) => ({ weekday, time })));

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1];
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i % 50}`).join(' ');

export async function reflowBench() {
  const kind: DatabaseKind = (await postgresAvailable()) ? 'postgres' : 'pglite';
  // Answers serialised as production does (the tests' app also checks each answer against its schema).
  const { test, api, token, works } = await authorWithWorks(kind, 1, { strictResponses: false });
  try {
    const book = works[0];
    const doc = { type: 'doc' as const, content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: words(1200) }] }] };
    const rows = await test.database.db
      .insert(chapters)
      .values(Array.from({ length: MAX_QUEUE }, (_, i) => ({ novelId: book, code: 100 + i, title: `Queued ${i + 1}`, ...liveContentColumns(doc), words: 1200, status: 'draft' })))
      .returning({ id: chapters.id });
    await test.database.db.execute(sql`analyze chapters`);
    const saved = await api.post('/v1/planner.save', token, { original_book_id: book, time_zone: 'Europe/Berlin', slots: THRICE_DAILY, pause: null });
    if (saved.body.code !== 200) throw new Error(`planner.save: ${JSON.stringify(saved.body)}`);
    let order = rows.map((r) => r.id);
    let version = (await api.get(`/v1/planner.get?original_book_id=${book}`, token)).body.data.version as number;
    const send = async () => {
      const started = performance.now();
      const res = await api.post('/v1/planner.queue', token, { original_book_id: book, version, chapters: order.map((id) => ({ original_chapter_id: id })) });
      const ms = performance.now() - started;
      if (res.body.code !== 200) throw new Error(`planner.queue: ${JSON.stringify(res.body).slice(0, 300)}`);
      version = res.body.data.version;
      return ms;
    };
    const firstQueue = await send();
    const flagged = (await api.get(`/v1/planner.get?original_book_id=${book}`, token)).body.data.queue.filter((q: { problem: string | null }) => q.problem);
    if (flagged.length) throw new Error(`${flagged.length} queued chapters cannot go out, e.g. ${flagged[0].problem}`);
    const moves: number[] = [];
    const reads: number[] = [];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < MOVES; i++) {
      const from = Math.floor(next() * order.length);
      const to = Math.floor(next() * order.length);
      const [moved] = order.splice(from, 1);
      order = [...order.slice(0, to), moved, ...order.slice(to)];
      moves.push(await send());
      const started = performance.now();
      await api.get('/v1/author.info', token);
      reads.push(performance.now() - started);
    }
    return { kind, firstQueue, move: p95(moves), read: p95(reads), load: os.loadavg()[0] };
  } finally {
    await test.close();
  }
}

export async function releaseBench() {
  if (!(await postgresAvailable())) return undefined;
  const database = await emptyPostgresDatabase('wc_bench');
  const env = { DATABASE_URL: database.url, DATA_KEYS: JSON.stringify([{ id: 'k1', key: randomBytes(32).toString('base64') }]), REDIS_URL: '' };
  const a = await start('bench-a', { ...env, DEMO: '1' });
  const b = await start('bench-b', env);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const { rows: novels } = await db.query(
      `select n.id from novels n join users u on u.id = n.author_id where u.email = $1 and n.review_status = 'passed' order by n.id limit 1`,
      [DEMO_LOGIN.email],
    );
    // Due over one minute from 20 s on: each second of it has its share of the 10,000.
    await db.query(
      `insert into chapters (novel_id, code, title, content, content_doc, content_html, words, status, release_at)
       select $1, 10000 + g, 'Due ' || g, 'Text.', '{"type":"doc","content":[]}', '<p>Text.</p>', 1200, 'scheduled', now() + interval '20 seconds' + (g % 60) * interval '1 second'
       from generate_series(1, $2::int) g`,
      [novels[0].id, RELEASES],
    );
    await until(
      'every release',
      async () => (await db.query(`select count(*)::int as n from chapters where novel_id = $1 and code > 10000 and status = 'released'`, [novels[0].id])).rows[0].n as number,
      (n) => n === RELEASES,
      300_000,
    );
    const { rows } = await db.query(
      `select extract(epoch from f.created_at - c.release_at)::float as late from release_feed f join chapters c on c.id = f.chapter_id
       where f.kind = 'chapter_released' and c.novel_id = $1 and c.code > 10000`,
      [novels[0].id],
    );
    const lateness = rows.map((r) => r.late as number);
    return { releases: rows.length, latest: Math.max(...lateness), p95: p95(lateness), load: os.loadavg()[0] };
  } finally {
    await db.end();
    await Promise.all([a.stop(), b.stop()]);
    await database.drop();
  }
}

export function printReflowBench(r: Awaited<ReturnType<typeof reflowBench>>) {
  const engine = r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(`Release planner, a ${MAX_QUEUE.toLocaleString('en')}-chapter queue on a cadence of three releases a day, ${engine} (${MOVES} moves, each re-flowing every date):`);
  console.log(`  first queue ${r.firstQueue.toFixed(0)} ms; a move p95 ${r.move.toFixed(1)} ms; GET /v1/author.info p95 ${r.read.toFixed(1)} ms in turn`);
  console.log(ratioLine(`planner.queue re-flow of ${MAX_QUEUE} p95 / author.info p95, ${engine}`, r.move / r.read, { atMost: 40 }, r.load));
  console.log('');
}

export function printReleaseBench(r: Awaited<ReturnType<typeof releaseBench>>) {
  if (!r) return console.log('Releases across two instances: PostgreSQL is not reachable, skipped\n');
  console.log(`Releases across two instances on one PostgreSQL, ${r.releases.toLocaleString('en')} chapters due within one minute (production interval):`);
  console.log(`  the latest went out ${r.latest.toFixed(1)} s after its time, p95 ${r.p95.toFixed(1)} s`);
  console.log(ratioLine(`latest release's delay / 60 s, ${RELEASES.toLocaleString('en')} due in a minute, 2 instances`, r.latest / 60, { atMost: 1 }, r.load));
  console.log('');
}
