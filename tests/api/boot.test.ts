import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Boots the real server (npm run serve) and returns what it printed before it was ready. */
async function boot(dataDir: string): Promise<{ banner: string; port: number; stop(): Promise<void> }> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server/server.ts'], {
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

describe('booting the server', () => {
  it('keeps its data its user’s alone, and prints the demo password only when it made the demo data', { timeout: 180_000 }, async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'wc-boot-')), 'data');
    try {
      const first = await boot(dataDir);
      expect(first.banner).toContain('writers-center-demo');
      const health = await fetch(`http://127.0.0.1:${first.port}/v1/site.policy`);
      expect(health.status).toBe(200);
      await first.stop();

      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const loose = modesUnder(dataDir).filter(({ mode }) => (mode & 0o077) !== 0);
      expect(loose.map(({ file, mode }) => `${path.relative(dataDir, file)} ${mode.toString(8)}`)).toEqual([]);

      const second = await boot(dataDir);
      expect(second.banner).not.toContain('writers-center-demo');
      expect(second.banner).toContain('demo@writers-center.test');
      await second.stop();
    } finally {
      await rm(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
