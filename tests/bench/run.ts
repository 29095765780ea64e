/**
 * npm run bench: prints figures, asserts nothing.
 * - gzip bytes of JS and CSS on the first load of /login and of the signed-in pages, until the page shows its heading and by network idle,
 *   beside the floor app's (goals: /login ≤ 1.1× the lean floor, signed-in pages ≤ 1.3× the floor plus their screen's own code;
 *   `npm run bench -- pages` alone)
 * - Lighthouse 12's mobile score, FCP, LCP and TBT of /login, /terms, the signed-in pages and the floor app in the same run
 *   (median of 3; goals: public ≥ 95, signed in ≥ 90), the signed-in pages both with an empty cache and coming back
 *   (`npm run bench -- lighthouse` alone; `LIGHTHOUSE_REPORTS=<dir>` keeps each page's last report)
 * - requests/s, p50 and p99 of GET /v1/author.info with a token and of a route that touches no database with
 *   production's options, in rounds beside a bare Fastify route, loaded from a separate process, with the machine's load,
 *   and each of our per-request layers (security headers, compression, i18n, envelope, input guard, logging) alone on a
 *   bare route (api.ts; `npm run bench -- api` alone)
 * - every goal measured against a reference in the same run as one `ratio` line (ratio.ts): the figure ÷ the reference, the goal, the load
 * - word count of a 6000-word chapter (median µs per counting rule)
 * - the rich chapter editor on a 6000-word chapter with formatting: keystroke-to-paint latency (p95 over 200
 *   keystrokes; budget 16 ms), typed at a typist's cadence and back to back, and the time from the chapter's data
 *   arriving to the editor's first frame holding it (`npm run bench -- editor` alone: in rounds, beside the bare textarea)
 * - contract PDF of about 30 pages: render (signed, with its certificate page) + seal, median over 7 runs
 * - income:import of a 1,000,000-line CSV (lines/s, peak memory) and the income and payout summaries
 *   of an author with 5 years of daily lines on 50 works (p95, PostgreSQL)
 * - manuscript import: the preview of a 200-chapter, 1,000,000-word DOCX (time and peak memory; `npm run bench -- import` alone)
 * - the archive of a 1,000,000-word author, built by its job (time against 60 s and peak memory against the ZIP, as ratios;
 *   PostgreSQL; `npm run bench -- archive` alone)
 * - the release planner: re-flowing a 1,000-chapter queue (p95 against author.info's), and 10,000 releases due within
 *   one minute across two server processes (the latest's delay against 60 s; `npm run bench -- planner` alone)
 * - comments: ingestion through comment.ingest (comments/s, 1,000-comment batches) and the inbox of an author with 100,000 comments
 *   beside author.info under the same load: the page the inbox opens with (20), a first and a middle page of 50, a filtered
 *   search (p95, PostgreSQL and PGlite; `npm run bench -- comments` alone)
 * - chapter windows at 1,200 and 1,000,000 chapters beside author.info under the same load (p95, PostgreSQL and PGlite;
 *   `npm run bench -- chapters` alone)
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { DEMO_LOGIN } from '../../src/server/seed/demo';
import { LATENCY_ARGS, PACE_MS, editorLatency, textareaBaseline, wordCountBench, type Latency } from './editor';
import { contractPdfBench } from './contract-pdf';
import { incomeImportBench, summaryBench } from './money';
import { commentsBench, type InboxFigures } from './comments';
import { statsBench } from './stats';
import { autosaveBench } from './autosave';
import { importBench, printImportBench } from './manuscript-import';
import { archiveBench, printArchiveBench } from './archive';
import { printReflowBench, printReleaseBench, reflowBench, releaseBench } from './planner';
import { chapterListBench, type WindowFigures } from './chapter-list';
import { CHAPTER_WINDOW, FIRST_CHAPTER_WINDOW } from '../../src/domain/chapter';
import { COMMENT_FIRST_PAGE, COMMENT_PAGE_SIZE } from '../../src/domain/comment';
import { printApi } from './api';
import { ratioLine } from './ratio';
import { lighthouseBench, type BenchPage } from './lighthouse';
import { buildFloors } from './floor/build';

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

const engine = (kind: string) => (kind === 'postgres' ? 'PostgreSQL' : 'PGlite');
const p95Line = (name: string, r: { rps: number; p50: number; p95: number; load: number }) =>
  console.log(`  ${name.padEnd(40)} ${r.rps.toFixed(0).padStart(5)} req/s  median ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  load ${r.load.toFixed(2)}`);

function printChapterWindows(figures: WindowFigures[]) {
  console.log(`\nChapter windows (GET /v1/writeCenter.chapterList), 16 connections from a separate process, the median round's p95:`);
  for (const f of figures) {
    console.log(`  ${engine(f.kind)}, a novel with ${f.chapters.toLocaleString('en')} chapters:`);
    p95Line('  author.info (the floor)', f.info);
    p95Line(`  first window of ${FIRST_CHAPTER_WINDOW}`, f.first);
    p95Line(`  windows of ${CHAPTER_WINDOW} at random depths`, f.window);
    p95Line(`  the last window of ${CHAPTER_WINDOW}`, f.last);
  }
  for (const f of figures) {
    const at = `${engine(f.kind)}, ${f.chapters.toLocaleString('en')} chapters`;
    console.log(ratioLine(`window of ${CHAPTER_WINDOW} p95 / author.info p95, ${at}`, f.window.p95 / f.info.p95, { atMost: 1.2 }, f.window.load));
    console.log(ratioLine(`first window of ${FIRST_CHAPTER_WINDOW} p95 / author.info p95, ${at}`, f.first.p95 / f.info.p95, { atMost: 1.2 }, f.first.load));
    console.log(ratioLine(`last window p95 / a random window's p95, ${at}`, f.last.p95 / f.window.p95, { atMost: 1.2 }, f.last.load));
  }
  console.log('');
}

function printComments(figures: InboxFigures[]) {
  for (const f of figures) {
    console.log(`Comments on ${engine(f.kind)}: ${f.comments.toLocaleString('en')} ingested through comment.ingest in 1,000-comment batches, ${f.perSecond.toFixed(0)} comments/s`);
    console.log('  GET /v1/comment.list under 16 connections from a separate process, the median round\'s p95:');
    p95Line('  author.info (the floor)', f.info);
    p95Line(`  the inbox as it opens (${COMMENT_FIRST_PAGE})`, f.opening);
    p95Line(`  first page of ${COMMENT_PAGE_SIZE}`, f.first);
    p95Line(`  a page of ${COMMENT_PAGE_SIZE} from the middle`, f.deep);
    p95Line('  one novel, paragraphs, a search', f.filtered);
  }
  for (const f of figures) {
    console.log(ratioLine(`comment.list opening page p95 / author.info p95, ${engine(f.kind)}`, f.opening.p95 / f.info.p95, { atMost: 2 }, f.opening.load));
    console.log(ratioLine(`comment.list page of ${COMMENT_PAGE_SIZE} p95 / author.info p95, ${engine(f.kind)}`, f.first.p95 / f.info.p95, { atMost: 2 }, f.first.load));
    console.log(ratioLine(`comment.list middle page p95 / first page of ${COMMENT_PAGE_SIZE} p95, ${engine(f.kind)}`, f.deep.p95 / f.first.p95, { atMost: 1.2 }, f.deep.load));
    console.log(ratioLine(`comment.list filtered page p95 / author.info p95, ${engine(f.kind)}`, f.filtered.p95 / f.info.p95, { atMost: 2 }, f.filtered.load));
  }
  console.log('');
}

async function main() {
  // `npm run bench -- api`: only the API's throughput.
  if (process.argv.includes('api')) return printApi();
  // `npm run bench -- chapters`: only the chapter windows; `-- comments`: only the comment benches.
  if (process.argv.includes('chapters')) return printChapterWindows(await chapterListBench());
  if (process.argv.includes('comments')) return printComments(await commentsBench());
  // `npm run bench -- import`: only the manuscript import.
  if (process.argv.includes('import')) return printImportBench(await importBench());
  // `npm run bench -- archive`: only the archive of a 1,000,000-word author.
  if (process.argv.includes('archive')) return printArchiveBench(await archiveBench());
  // `npm run bench -- planner`: only the planner's re-flow and the releases across two instances.
  if (process.argv.includes('planner')) {
    printReflowBench(await reflowBench());
    return printReleaseBench(await releaseBench());
  }
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
  printComments(await commentsBench());
  printImportBench(await importBench());
  printArchiveBench(await archiveBench());
  printReflowBench(await reflowBench());
  printReleaseBench(await releaseBench());
  const autosave = await autosaveBench();
  if (!autosave) console.log('Autosave: PostgreSQL is not reachable, skipped\n');
  else {
    console.log('Autosave on PostgreSQL (POST /v1/writeCenter.chapterSave, 300 autosaves each; goal: p95 with 10,000 chapters at most 1.5x that with 10)');
    console.log(`  a novel with 10 chapters      median ${autosave.small.median.toFixed(1)} ms  p95 ${autosave.small.p95.toFixed(1)} ms`);
    console.log(`  a novel with 10,000 chapters  median ${autosave.large.median.toFixed(1)} ms  p95 ${autosave.large.p95.toFixed(1)} ms  (${autosave.ratio.toFixed(2)}x)\n`);
  }
  printChapterWindows(await chapterListBench());
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
