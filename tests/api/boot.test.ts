import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The server from its TypeScript sources (tsx, as in development) or compiled (node, as `npm start`). */
const SERVERS = {
  sources: [path.join(root, 'node_modules/.bin/tsx'), ['src/server/server.ts']],
  compiled: [process.execPath, ['dist/server/server.js']],
} as const;

/** Boots the real server and returns what it printed before it was ready. */
async function boot(dataDir: string, from: keyof typeof SERVERS = 'sources'): Promise<{ banner: string; port: number; stop(): Promise<void> }> {
  const [command, args] = SERVERS[from];
  const child = spawn(command, [...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', HOST: '', RELEASE_INTERVAL_MS: '3600000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /API docs: http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(Number(m[1]));
      }
    }, 50);
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return {
    banner: out,
    port,
    stop: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))),
  };
}

function modesUnder(dir: string): { file: string; mode: number }[] {
  const out: { file: string; mode: number }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    out.push({ file, mode: statSync(file).mode & 0o777 });
  }
  return out;
}

/**
 * What a booted server must show: its health, a server message in Thai (src/server/i18n) and the
 * shipped help articles (src/server/seed/help) found from where it runs.
 */
async function expectServes(port: number) {
  const base = `http://127.0.0.1:${port}`;
  expect((await fetch(`${base}/readyz`)).status).toBe(200);
  expect((await fetch(`${base}/v1/site.policy`)).status).toBe(200);
  const refused = (await (await fetch(`${base}/v1/author.info?lang=th`)).json()) as { code: number; desc: string };
  expect(refused.desc).toMatch(/[\u0E00-\u0E7F]/);
  const login = (await (await fetch(`${base}/v1/user.email_login?lang=en`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@writers-center.test', password: 'writers-center-demo' }) })).json()) as { data: { token: string } };
  const help = (await (await fetch(`${base}/v1/help.list?lang=de`, { headers: { authorization: `Bearer ${login.data.token}` } })).json()) as { data: { list: { lang: string }[] } };
  expect(help.data.list.length).toBeGreaterThan(10);
  expect(help.data.list.every((a) => a.lang === 'de')).toBe(true);
}

/** Builds dist/server when it is missing or older than the server's sources; the run's own build is used as it is. */
function ensureCompiled() {
  if (!compiledIsCurrent()) {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
  }
  expect(readFileSync(path.join(root, 'dist/server/server.js'), 'utf8')).not.toMatch(/from ["']\.\.?\/[^"']*\.ts["']/);
}

/**
 * A full run (scripts/test-all.sh, which builds first and says so in SERVER_BUILT) boots the server as
 * `npm start` does, compiled; an ad-hoc run also boots it from its sources, as `npm run serve` does.
 */
const FIRST: keyof typeof SERVERS = process.env.SERVER_BUILT ? 'compiled' : 'sources';

describe('booting the server', () => {
  it(`keeps its data its user’s alone, serves what it ships, and prints the demo password only when it made the demo data (${FIRST})`, { timeout: 180_000 }, async () => {
    if (FIRST === 'compiled') ensureCompiled();
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'wc-boot-')), 'data');
    try {
      const first = await boot(dataDir, FIRST);
      expect(first.banner).toContain('writers-center-demo');
      await expectServes(first.port);
      await first.stop();

      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const loose = modesUnder(dataDir).filter(({ mode }) => (mode & 0o077) !== 0);
      expect(loose.map(({ file, mode }) => `${path.relative(dataDir, file)} ${mode.toString(8)}`)).toEqual([]);

      const second = await boot(dataDir, FIRST);
      expect(second.banner).not.toContain('writers-center-demo');
      expect(second.banner).toContain('demo@writers-center.test');
      await second.stop();
    } finally {
      await rm(path.dirname(dataDir), { recursive: true, force: true });
    }
  });

  // The full run's boots above were already compiled.
  it.runIf(FIRST === 'sources')('runs compiled to JavaScript with plain node: migrations, reference data, catalogs and help articles found from dist/server', { timeout: 180_000 }, async () => {
    ensureCompiled();
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'wc-boot-js-')), 'data');
    try {
      const server = await boot(dataDir, 'compiled');
      expect(server.banner).toContain('demo@writers-center.test');
      await expectServes(server.port);
      await server.stop();
    } finally {
      await rm(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});

/** Whether dist/server/server.js was built after every file of the server's and the domain's sources changed. */
function compiledIsCurrent(): boolean {
  const compiled = path.join(root, 'dist/server/server.js');
  if (!existsSync(compiled)) return false;
  const builtAt = statSync(compiled).mtimeMs;
  return ['src/server', 'src/domain'].every((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true }).every((entry) => !entry.isFile() || statSync(path.join(entry.parentPath, entry.name)).mtimeMs <= builtAt),
  );
}
