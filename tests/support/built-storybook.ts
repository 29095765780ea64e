import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { vi } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** The built Storybook in `dir` (absolute, or relative to the repository), served on a free port until `stop`. */
export async function serveBuiltStorybook(dir: string): Promise<{ url: string; stop(): void }> {
  if (!existsSync(path.resolve(ROOT, dir, 'index.json'))) throw new Error(`Build Storybook first: node_modules/.bin/storybook build -o ${dir}`);
  const url = `http://127.0.0.1:${await freePort()}`;
  const server = spawn(process.execPath, ['scripts/serve-static.mjs', dir, url.split(':').pop()!], { cwd: ROOT, stdio: 'ignore' });
  await vi.waitFor(
    async () => {
      if (!(await fetch(`${url}/index.json`)).ok) throw new Error('Storybook is not served yet');
    },
    { timeout: 20_000, interval: 100 },
  );
  return { url, stop: () => server.kill() };
}
