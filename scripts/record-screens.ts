/**
 * Records what the portal's screens receive from the real API, for the screen stories and the
 * feature tests (MSW serves it back): boots the server on a fresh embedded database with the demo
 * data, signs in as the demo author in Chromium, opens each screen and keeps every `/v1/` answer.
 *
 *   npx tsx scripts/record-screens.ts            # writes stories/portal/fixtures/recorded.json
 *
 * Run it again when a screen's calls or the API's shapes change; the stories' clock is set to the
 * time of the recording, so relative dates ("3 days ago") read the same in every run.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import type { RecordedCall, Recording } from '../stories/portal/handlers/recording';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'stories/portal/fixtures/recorded.json');
const UPLOADS = path.join(ROOT, 'stories/portal/fixtures/uploads');
const DEMO = { email: 'demo@writers-center.test', password: 'writers-center-demo' };
const NEWCOMER = { email: 'newcomer@writers-center.test', password: 'writers-center-demo' };
let account = DEMO;

async function signIn(page: Page, url: string, who: typeof DEMO) {
  await page.goto(`${url}/login`);
  await page.getByRole('textbox', { name: /email/i }).fill(who.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/dashboard$/);
}
/** Query parameters that never select different data. */
const NOISE = new Set(['lang', '_']);

/** The screens to visit, in order; each waits until its calls have settled. */
const VISITS: { path: string; then?: (page: Page) => Promise<void> }[] = [
  { path: '/dashboard' },
  { path: '/mywork' },
  { path: '/mywork/manageworks/1' },
  { path: '/mywork/manageworks/3' },
  { path: '/mywork/addchapter/3' },
  { path: '/mywork/editbook/3' },
  { path: '/addbook' },
  { path: '/commentManage' },
  { path: '/signing?original_book_id=2' },
  { path: '/mySignUp' },
  { path: '/mySignInfo' },
  { path: '/salaryManage' },
  { path: '/salaryManage2' },
  { path: '/salaryManage/salaryManageInfo' },
  { path: '/welfareManage' },
  { path: '/welfareManage2' },
  { path: '/dataCenter2' },
  { path: '/messageCenter/announceCenter' },
  { path: '/authorWelfare' },
  { path: '/helpCenter' },
  { path: '/helpCenter?q=payee' },
  { path: '/helpCenter?article=payee' },
  { path: '/dataCenter' },
  { path: '/messageCenter/newsAnnounce' },
  { path: '/authorContest' },
  { path: '/us' },
  { path: '/account?tab=sessions' },
  { path: '/account?tab=mail' },
  { path: '/404' },
];

async function boot(dataDir: string): Promise<{ url: string; stop(): void }> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /API docs: http:\/\/[^:]+:(\d+)/.exec(out);
      if (!m) return;
      clearInterval(timer);
      resolve(Number(m[1]));
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited ${code}: ${out}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wc-record-'));
  const server = await boot(dataDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const calls = new Map<string, RecordedCall>();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/v1/')) return;
      const request = response.request();
      const query = Object.fromEntries([...url.searchParams].filter(([k]) => !NOISE.has(k)));
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        return;
      }
      const call: RecordedCall = { method: request.method() as 'GET' | 'POST', path: url.pathname, query, status: response.status(), body };
      const key = `${call.method} ${call.path} ${JSON.stringify(query)}`;
      // The demo author's answers come first; other accounts only add what the author never asked.
      if (account === DEMO || !calls.has(key)) calls.set(key, call);
    });
    for (const guestPath of ['/login', '/login?mode=signup', '/terms', '/policy']) {
      await page.goto(`${server.url}${guestPath}`);
      await page.waitForLoadState('networkidle');
    }
    await signIn(page, server.url, DEMO);
    const recordedAt = new Date().toISOString();
    for (const visit of VISITS) {
      await page.goto(`${server.url}${visit.path}`);
      await page.waitForLoadState('networkidle');
      await visit.then?.(page);
    }
    // The registration form's calls, as a signed-in user who is not an author yet makes them.
    await page.context().clearCookies();
    account = NEWCOMER;
    await signIn(page, server.url, NEWCOMER);
    await page.waitForLoadState('networkidle');
    const recording: Recording = { recordedAt, calls: [...calls.values()].filter((c) => !/login|logout/.test(c.path)) };
    writeFileSync(OUT, `${JSON.stringify(recording, null, 1)}\n`);
    // The covers and avatars the answers name, served to the stories from the same paths.
    const uploads = new Set(JSON.stringify(recording).match(/\/uploads\/[\w./-]+/g) ?? []);
    rmSync(UPLOADS, { recursive: true, force: true });
    for (const file of uploads) {
      const response = await fetch(`${server.url}${file}`);
      if (!response.ok) continue;
      const target = path.join(UPLOADS, file.slice('/uploads/'.length));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, Buffer.from(await response.arrayBuffer()));
    }
    console.log(`recorded ${recording.calls.length} calls and ${uploads.size} files at ${recordedAt} → ${path.relative(ROOT, OUT)}`);
  } finally {
    await browser.close();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
