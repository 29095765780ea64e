/**
 * npm run bench: prints figures, asserts nothing.
 * - gzip bytes of JS and CSS on the first load of /login and of the signed-in pages, until the page shows its heading and by network idle,
 *   beside the floor app's (goals: /login ≤ 1.1× the lean floor, signed-in pages ≤ 1.3× the floor plus their screen's own code;
 *   `npm run bench -- pages` alone)
 * - Lighthouse 12's mobile score, FCP, LCP and TBT of /login, /terms, the signed-in pages and the floor app in the same run
 *   (median of 3; goals: public ≥ 95, signed in ≥ 90), the signed-in pages both with an empty cache and coming back
 *   (`npm run bench -- lighthouse` alone; `LIGHTHOUSE_REPORTS=<dir>` keeps each page's last report)
 * - requests/s, p50 and p99 of GET /v1/author.info with a token and of a route that touches no database,
 *   beside a bare Fastify route, loaded from a separate process, with the machine's load, and each of our per-request
 *   layers (security headers, compression, i18n, envelope, input guard, logging) alone on a bare route (`npm run bench -- api` alone)
 * - word count of a 6000-word chapter (median µs per counting rule)
 * - the rich chapter editor on a 6000-word chapter with formatting: keystroke-to-paint latency (p95 over 200
 *   keystrokes; budget 16 ms), typed at a typist's cadence and back to back, and the time from the chapter's data
 *   arriving to the editor's first frame holding it (`npm run bench -- editor` alone: in rounds, beside the bare textarea)
 * - contract PDF of about 30 pages: render (signed, with its certificate page) + seal, median over 7 runs
 * - income:import of a 1,000,000-line CSV (lines/s, peak memory) and the income and payout summaries
 *   of an author with 5 years of daily lines on 50 works (p95, PostgreSQL)
 * - manuscript import: the preview of a 200-chapter, 1,000,000-word DOCX (time and peak memory; `npm run bench -- import` alone)
 * - comments: ingestion through comment.ingest (comments/s, 1,000-comment batches) and the inbox of an author with 100,000 comments (p95, PostgreSQL)
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { chromium } from 'playwright-core';
import app from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { KeyRing, newDataKey, useKeyRing } from '../../src/server/lib/crypto/data-keys';
import { DEMO_LOGIN, seedDemo } from '../../src/server/seed/demo';
import { localStorage } from '../../src/server/lib/storage/storage';
import { LATENCY_ARGS, PACE_MS, editorLatency, textareaBaseline, wordCountBench, type Latency } from './editor';
import { contractPdfBench } from './contract-pdf';
import { incomeImportBench, summaryBench } from './money';
import { commentsBench } from './comments';
import { statsBench } from './stats';
import { autosaveBench } from './autosave';
import { importBench, printImportBench } from './manuscript-import';
import { chapterListBench } from './chapter-list';
import { lighthouseBench, type BenchPage } from './lighthouse';
import { load } from './load';
import { buildFloors } from './floor/build';
import { layersBench } from './layers';
import pg from 'pg';
import { freshDatabase, postgresAvailable } from '../support/databases';
import { hashToken } from '../../src/server/lib/tokens';

const require = createRequire(import.meta.url);
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('../support/chromium.cjs') as { CHROMIUM_PATH: string; CHROMIUM_ARGS: string[] };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The signed-in pages whose first load and Lighthouse figures the bench prints. */
const SIGNED_IN_PAGES = ['/dashboard', '/mywork', '/commentManage', '/salaryManage'];

async function firstLoad(baseUrl: string, floorUrl: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...LATENCY_ARGS] });
  const signedIn = await (async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: /email/i }).fill(DEMO_LOGIN.email);
    await page.getByLabel(/^password/i).fill(DEMO_LOGIN.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(/dashboard/);
    const state = await context.storageState();
    await context.close();
    return state;
  })();
  const measure = async (pagePath: string, signIn: boolean, origin = baseUrl) => {
    // A new context each time: nothing cached from the page before.
    const fresh = await browser.newContext(signIn ? { storageState: signedIn } : {});
    const p = await fresh.newPage();
    // Bytes by when they arrived: before the page showed its main content (its level-1 heading), and by network idle
    // (what loads on idle, like the toaster, counts only in the second).
    const sizes = { js: 0, css: 0, files: 0, shown: { js: 0, css: 0, files: 0 } };
    let shown = false;
    const bodies: Promise<void>[] = [];
    p.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      const kind = type.includes('javascript') ? 'js' : type.includes('css') ? 'css' : undefined;
      if (!kind) return;
      const beforeShown = !shown;
      bodies.push(
        res.body().then((b) => {
          const bytes = gzipSync(b, { level: 9 }).length;
          sizes[kind] += bytes;
          sizes.files++;
          if (beforeShown) {
            sizes.shown[kind] += bytes;
            sizes.shown.files++;
          }
        }),
      );
    });
    await p.goto(`${origin}${pagePath}`);
    await p.getByRole('heading', { level: 1 }).first().waitFor();
    shown = true;
    await p.waitForLoadState('networkidle');
    await Promise.all(bodies);
    await fresh.close();
    return sizes;
  };
  const login = await measure('/login', false);
  const signedInPages: { path: string; sizes: Awaited<ReturnType<typeof measure>> }[] = [];
  for (const pagePath of SIGNED_IN_PAGES) signedInPages.push({ path: pagePath, sizes: await measure(pagePath, true) });
  const floor = await measure('/index.html', false, floorUrl);
  const leanFloor = await measure('/lean.html', false, floorUrl);
  const editor = await editorLatency(browser, baseUrl);
  const bare = await textareaBaseline(browser);
  await browser.close();
  return { login, signedIn: signedInPages, floor, leanFloor, editor, bare };
}

/**
 * The app on PGlite: author.info and a route that touches no database, beside a bare Fastify route. On PostgreSQL
 * (when reachable): author.info beside a handler in the same process that runs the same two statements with `pg`
 * directly (the session by token hash, then the user with the author), on a pool of the same size.
 */
async function apiThroughput() {
  // A throwaway data key for the demo's personal data: the database is thrown away too.
  useKeyRing(new KeyRing([newDataKey()]));
  const uploadsDir = path.join(os.tmpdir(), 'wc-bench-uploads');
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedDemo(database.db, localStorage(uploadsDir));
  const server = Fastify({ logger: false });
  // The bare route is served by a Fastify of its own, with nothing of ours on it.
  const bareServer = Fastify({ logger: false });
  bareServer.get('/bare', async () => ({ code: 200, desc: 'OK' }));
  const bareAddress = await bareServer.listen({ port: 0, host: '127.0.0.1' });
  await server.register(app, { database, uploadsDir });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  const auth = await signIn(address);
  await load(`${address}/v1/author.info`, auth, 1); // warm-up
  const info = await load(`${address}/v1/author.info`, auth, 5);
  // A route of ours that touches no database: what our own per-request work costs.
  const noDb = await load(`${address}/v1/site.config`, {}, 5);
  const bare = await load(`${bareAddress}/bare`, {}, 5);
  await server.close();
  await bareServer.close();
  await database.close();
  return { info, noDb, bare, postgres: await postgresInfo(uploadsDir) };
}

async function signIn(address: string) {
  const login = await fetch(`${address}/v1/user.email_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  return { authorization: `Bearer ${login.data.token}` };
}

async function postgresInfo(uploadsDir: string) {
  if (!(await postgresAvailable())) return null;
  const fresh = await freshDatabase('postgres');
  const raw = new pg.Pool({ connectionString: fresh.url, max: 10 });
  const server = Fastify({ logger: false });
  try {
    await seedDemo(fresh.database.db, localStorage(uploadsDir));
    await server.register(app, { database: fresh.database, uploadsDir });
    // The same statements author.info runs (read from its SQL log), with pg and nothing else.
    server.get('/raw-info', async (request, reply) => {
      const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
      const session = await raw.query<{ user_id: number }>(
        'select "user_id" from "sessions" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2) limit $3',
        [hashToken(token), new Date(), 1],
      );
      if (!session.rows[0]) return reply.code(401).send({ code: 4001 });
      const user = await raw.query(
        'select "users".*, "authors".* from "users" left join "authors" on "authors"."user_id" = "users"."id" where "users"."id" = $1 limit $2',
        [session.rows[0].user_id, 1],
      );
      return { code: 200, desc: 'OK', data: user.rows[0] };
    });
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const auth = await signIn(address);
    await load(`${address}/v1/author.info`, auth, 1); // warm-up
    await load(`${address}/raw-info`, auth, 1);
    const info = await load(`${address}/v1/author.info`, auth, 5);
    const direct = await load(`${address}/raw-info`, auth, 5);
    return { info, direct };
  } finally {
    await server.close();
    await raw.end();
    await fresh.dispose();
  }
}

async function printApi() {
  const api = await apiThroughput();
  console.log(`\nAPI, 16 connections from a separate process, 5 s each (${os.cpus().length} CPUs; load = 1-minute load average after the run):`);
  const apiLine = (name: string, r: Awaited<ReturnType<typeof load>>) => console.log(`  ${name.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  load ${r.load.toFixed(2)}`);
  apiLine('PGlite: GET /v1/author.info (token)', api.info);
  apiLine('GET /v1/site.config (no database)', api.noDb);
  apiLine('bare Fastify route', api.bare);
  console.log(`  no-database route at ${((api.noDb.rps / api.bare.rps) * 100).toFixed(0)}% of the bare route (goal ≥ 60%)`);
  const layers = await layersBench();
  console.log('  one layer of ours at a time on a bare Fastify route, 3 s each:');
  for (const l of layers) console.log(`    ${l.name.padEnd(44)} ${l.rps.toFixed(0).padStart(6)} req/s  ${((l.rps / layers[0].rps) * 100).toFixed(0).padStart(3)}% of bare  p99 ${l.p99.toFixed(1)} ms  load ${l.load.toFixed(2)}`);
  if (!api.postgres) console.log('  PostgreSQL is not reachable: author.info against pg directly skipped');
  else {
    apiLine('PostgreSQL: GET /v1/author.info (token)', api.postgres.info);
    apiLine('PostgreSQL: the same two statements with pg', api.postgres.direct);
    console.log(`  author.info at ${((api.postgres.info.rps / api.postgres.direct.rps) * 100).toFixed(0)}% of pg directly (goal ≥ 70%)`);
  }
  console.log('');
}

type Sizes = Awaited<ReturnType<typeof firstLoad>>['login'];
function printFirstLoad(loads: { login: Sizes; signedIn: { path: string; sizes: Sizes }[]; floor: Sizes; leanFloor: Sizes }) {
  console.log(`\nFirst load, JS + CSS gzip (run \`npm run build\` first; load ${os.loadavg()[0].toFixed(2)}): until the page shows its heading / by network idle`);
  const shown = (s: Sizes) => s.shown.js + s.shown.css;
  const row = (name: string, s: Sizes, goal: string) =>
    console.log(`  ${name.padEnd(14)} ${kb(shown(s)).padStart(9)} in ${String(s.shown.files).padStart(2)} files / ${kb(s.js + s.css).padStart(9)} in ${String(s.files).padStart(3)} files  ${goal}`);
  row('/login', loads.login, '(goal ≤ 1.1× the lean floor)');
  for (const p of loads.signedIn) row(p.path, p.sizes, `${(shown(p.sizes) / shown(loads.floor)).toFixed(2)}× the floor (goal ≤ 1.3× plus the screen's own code)`);
  row('floor', loads.floor, '(tests/bench/floor: a sign-in page of the same shape, the card’s libraries only)');
  row('lean floor', loads.leanFloor, '(the same, deferring what /login defers: the rules, sign-up, social sign-in)');
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  console.log(`  /login until shown: ${ratio(shown(loads.login), shown(loads.floor))} the floor, ${ratio(shown(loads.login), shown(loads.leanFloor))} the lean floor (goal ≤ 1.10×)`);
}

async function printLighthouse(baseUrl: string, floorUrl: string) {
  const login = await fetch(`${baseUrl}/v1/user.email_login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_LOGIN) });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const pages: BenchPage[] = [
    { path: '/index.html', origin: floorUrl, label: 'floor' },
    { path: '/login' },
    { path: '/terms' },
    ...SIGNED_IN_PAGES.map((path) => ({ path, token })),
    { path: '/login', phone: true },
    ...SIGNED_IN_PAGES.map((path) => ({ path, token, warm: true })),
  ];
  // LIGHTHOUSE_RUNS=0 skips it (the first loads alone, with `pages`).
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (runs < 1) return;
  const load = os.loadavg()[0];
  const figures = await lighthouseBench(baseUrl, pages, runs);
  console.log(`\nLighthouse 12, mobile preset (slow 4G, a mid-range phone's screen and CPU, simulated), median of ${runs} interleaved runs (load ${load.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after):`);
  for (const f of figures) {
    const goal = f.path === 'floor' ? '' : `(goal ≥ ${f.path.startsWith('/login') || f.path === '/terms' ? 95 : 90})`;
    console.log(`  ${f.path.padEnd(22)} score ${String(f.score).padStart(3)} ${goal.padEnd(12)}  FCP ${(f.fcpMs / 1000).toFixed(2)} s  LCP ${(f.lcpMs / 1000).toFixed(2)} s  TBT ${f.tbtMs.toFixed(0).padStart(4)} ms`);
  }
  console.log('  (as a desktop browser; "(phone)" with a phone\'s user agent, which gets the notice that sends phones to the mobile login;');
  console.log('  a signed-in page first in the order above, after a signed-out run emptied the cache, then "(back)" with the files of a visit just before;');
  console.log('  floor: tests/bench/floor\'s sign-in page, served precompressed as the portal is; goals for signed-in pages: LCP ≤ 2.5 s, TBT ≤ 200 ms)');
}

/** The floor apps (tests/bench/floor), built and served on a port of their own until the bench ends; resolves to their address. */
async function serveFloors(): Promise<string> {
  const dir = path.join(os.tmpdir(), 'wc-bench-floor');
  await buildFloors(dir);
  // Brotli siblings, which the static server sends as the portal's server sends its own.
  await new Promise<void>((resolve, reject) =>
    spawn(process.execPath, ['scripts/precompress.mjs', dir], { stdio: 'ignore' }).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`precompress exited with ${code}`)))),
  );
  const port = 8197;
  const server = spawn(process.execPath, ['scripts/serve-static.mjs', dir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  process.once('exit', () => server.kill());
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('serving') && resolve());
    server.on('exit', (code) => reject(new Error(`the floor's server exited with ${code}`)));
  });
  return `http://127.0.0.1:${port}`;
}

/** The server as production starts it: the compiled JavaScript `npm run build` writes, on a new data directory. */
async function startBuiltServer(port: number) {
  const dataDir = path.join(os.tmpdir(), `wc-bench-${Date.now()}`);
  const server = spawn(process.execPath, ['dist/server/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Also when the bench fails or exits early: a server left running holds the bench's output open.
  process.once('exit', () => server.kill());
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('is running at') && resolve());
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return server;
}

const latencyLine = (name: string, l: Latency) => `  ${name.padEnd(22)} p50 ${l.p50.toFixed(1)} ms  p95 ${l.p95.toFixed(1)} ms  max ${l.max.toFixed(1)} ms`;

/**
 * The editor's paced keystroke latency in `rounds` rounds, each beside the bare textarea measured
 * right after it, so a noisy machine shows as noise in both; the median round decides.
 */
async function printEditorRounds(baseUrl: string, rounds = Number(process.env.EDITOR_ROUNDS ?? 5)) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...LATENCY_ARGS] });
  const editor: number[] = [];
  const bare: number[] = [];
  console.log(`Rich chapter editor holding 6000 words with formatting, paced keystrokes (keydown → next frame), ${rounds} rounds:`);
  for (let round = 1; round <= rounds; round++) {
    const e = await editorLatency(browser, baseUrl);
    const b = await textareaBaseline(browser);
    editor.push(e.paced.p95);
    bare.push(b.paced.p95);
    console.log(`  round ${round}: editor p95 ${e.paced.p95.toFixed(1)} ms (p50 ${e.paced.p50.toFixed(1)}), bare textarea p95 ${b.paced.p95.toFixed(1)} ms; open ${e.open.painted.toFixed(0)} ms to the first frame`);
  }
  await browser.close();
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`  median round: editor p95 ${mid(editor).toFixed(1)} ms (budget 16 ms), bare textarea ${mid(bare).toFixed(1)} ms, ${(mid(editor) / mid(bare)).toFixed(2)}× the browser alone`);
}

async function main() {
  // `npm run bench -- api`: only the API's throughput.
  if (process.argv.includes('api')) return printApi();
  // `npm run bench -- import`: only the manuscript import.
  if (process.argv.includes('import')) return printImportBench(await importBench());
  // `npm run bench -- pages`: only the first loads and the editor's latency.
  const pagesOnly = process.argv.includes('pages');
  const port = 8190;
  const server = await startBuiltServer(port);
  // `npm run bench -- editor`: only the editor's keystroke latency, in rounds beside the bare textarea.
  if (process.argv.includes('editor')) {
    try {
      return await printEditorRounds(`http://127.0.0.1:${port}`);
    } finally {
      server.kill('SIGTERM');
    }
  }
  // `npm run bench -- lighthouse`: only Lighthouse, the floor app beside the portal.
  if (process.argv.includes('lighthouse')) {
    try {
      return await printLighthouse(`http://127.0.0.1:${port}`, await serveFloors());
    } finally {
      server.kill('SIGTERM');
    }
  }
  try {
    const floorUrl = await serveFloors();
    const loads = await firstLoad(`http://127.0.0.1:${port}`, floorUrl);
    printFirstLoad(loads);
    const line = latencyLine;
    console.log('\nRich chapter editor holding 6000 words with italics, bold and scene breaks, 200 keystrokes in Chromium (keydown → next frame):');
    console.log(`${line('editor, paced', loads.editor.paced)}  (budget p95 16 ms)`);
    console.log(`${line('bare textarea, paced', loads.bare.paced)}  (the browser alone, same text)`);
    console.log(`${line('editor, burst', loads.editor.burst)}  (keys back to back: each also waits for the ones before)`);
    console.log(line('bare textarea, burst', loads.bare.burst));
    console.log(`  paced: each key ${PACE_MS} ms after the previous one was painted (240 wpm, faster than any typist)`);
    console.log(`  open: ${loads.editor.open.shown.toFixed(0)} ms from the chapter's data arriving to the document in the editor, ${loads.editor.open.painted.toFixed(0)} ms to its first frame`);
    await printLighthouse(`http://127.0.0.1:${port}`, floorUrl);
  } finally {
    server.kill('SIGTERM');
  }
  if (pagesOnly) return;
  console.log('\nWord count of a 6000-word chapter (median of 300 runs):');
  for (const [rule, us] of Object.entries(wordCountBench())) console.log(`  ${rule.padEnd(44)} ${us.toFixed(0)} µs`);
  await printApi();
  const pdf = await contractPdfBench(7);
  console.log(`Contract PDF, 30 pages: render+seal median over ${pdf.runs} runs (${pdf.pages} pages, ${kb(pdf.bytes)} sealed, 80 signers with images):`);
  console.log(`  with the stored unsigned PDF      ${pdf.medianMs.toFixed(0)} ms`);
  console.log(`  unsigned PDF rendered again       ${pdf.rerenderedMedianMs.toFixed(0)} ms  (for its hash: a third render)\n`);
  const imported = await incomeImportBench();
  console.log(`income:import of ${imported.lines.toLocaleString('en')} CSV lines into ${imported.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, streamed:`);
  console.log(`  ${imported.seconds.toFixed(1)} s, ${imported.perSecond.toFixed(0)} lines/s, peak RSS ${imported.peakMb.toFixed(0)} MB${imported.kind === 'pglite' ? ' (the embedded database included)' : ''}, ${imported.accepted} accepted, ${imported.rejected} rejected\n`);
  const summary = await summaryBench();
  if (!summary) console.log('Income summary: PostgreSQL is not reachable, skipped\n');
  else {
    console.log(`Income summary on PostgreSQL, an author with ${summary.lines.toLocaleString('en')} ledger lines (5 years × 50 works), 200 requests:`);
    console.log(`  GET /v1/income.overview  median ${summary.income.median.toFixed(1)} ms  p95 ${summary.income.p95.toFixed(1)} ms`);
    console.log(`  GET /v1/payout.overview  median ${summary.payouts.median.toFixed(1)} ms  p95 ${summary.payouts.p95.toFixed(1)} ms\n`);
  }
  const comments = await commentsBench();
  if (!comments) console.log('Comments: PostgreSQL is not reachable, skipped\n');
  else {
    console.log(`Comments on PostgreSQL: ${comments.comments.toLocaleString('en')} ingested through comment.ingest in 1,000-comment batches, ${comments.perSecond.toFixed(0)} comments/s`);
    console.log(`  GET /v1/comment.list, first page (needs a reply)       median ${comments.first.median.toFixed(1)} ms  p95 ${comments.first.p95.toFixed(1)} ms`);
    console.log(`  GET /v1/comment.list, one novel, paragraphs, a search  median ${comments.filtered.median.toFixed(1)} ms  p95 ${comments.filtered.p95.toFixed(1)} ms\n`);
  }
  printImportBench(await importBench());
  const autosave = await autosaveBench();
  if (!autosave) console.log('Autosave: PostgreSQL is not reachable, skipped\n');
  else {
    console.log('Autosave on PostgreSQL (POST /v1/writeCenter.chapterSave, 300 autosaves each; goal: p95 with 10,000 chapters at most 1.5x that with 10)');
    console.log(`  a novel with 10 chapters      median ${autosave.small.median.toFixed(1)} ms  p95 ${autosave.small.p95.toFixed(1)} ms`);
    console.log(`  a novel with 10,000 chapters  median ${autosave.large.median.toFixed(1)} ms  p95 ${autosave.large.p95.toFixed(1)} ms  (${autosave.ratio.toFixed(2)}x)\n`);
  }
  const list = await chapterListBench();
  if (!list) console.log('Chapter windows: PostgreSQL is not reachable, skipped\n');
  else {
    console.log(`Chapter windows on PostgreSQL: a novel with ${list.chapters.toLocaleString('en')} chapters, windows of ${list.window} at random depths, 16 connections from a separate process (goal: p95 ≤ 20 ms)`);
    const row = (name: string, r: typeof list.keyset) => console.log(`  ${name.padEnd(22)} ${r.rps.toFixed(0).padStart(5)} req/s  median ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  load ${r.load.toFixed(2)}`);
    row('keyset (after_code)', list.keyset);
    row('keyset, windows of 200', list.wide);
    row('OFFSET (page), before', list.offset);
    row('author.info (the floor)', list.floor);
    console.log('');
  }
  const stats = await statsBench();
  if (!stats) console.log('Novel data: PostgreSQL is not reachable, skipped\n');
  else {
    const line = (name: string, r: { median: number; p95: number }) => console.log(`  ${name.padEnd(56)} median ${r.median.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms`);
    console.log(`Novel data on PostgreSQL: ${stats.rows.toLocaleString('en')} daily rows (5 years, 2,000 chapters) through stats.ingest in 10,000-row batches, ${stats.perSecond.toFixed(0)} rows/s`);
    line('GET /v1/stats.overview, a year', stats.overviewYear);
    line('GET /v1/stats.overview, five years', stats.overviewFive);
    line('GET /v1/stats.chapters, 30 days (2,000 chapters)', stats.chaptersMonth);
    line('GET /v1/stats.chapters, five years (2,000 chapters)', stats.chaptersFive);
    console.log('');
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
