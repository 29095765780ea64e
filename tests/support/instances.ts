/**
 * Server processes for the tests that run several instances for real: the built server under plain
 * node (what production runs) when the run built it, else the sources through tsx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PG_ADMIN_URL, createDatabase } from './databases';

export const root = path.resolve(import.meta.dirname, '../..');

export interface Instance {
  url: string;
  output: () => string;
  child: ChildProcess;
  stop(): Promise<number | null>;
}

export function start(name: string, env: Record<string, string>): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `wc-${name}-`));
  // The full run's build, as production runs it (plain node, no loader relaying signals); else the sources through tsx.
  const built = process.env.SERVER_BUILT;
  const [command, args] = built ? [process.execPath, [built]] : [path.join(root, 'node_modules/.bin/tsx'), ['src/server/server.ts']];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: path.join(dataDir, 'no-portal'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /API docs: http:\/\/localhost:(\d+)/.exec(out);
      if (!m) return;
      clearInterval(timer);
      resolve({
        url: `http://127.0.0.1:${m[1]}`,
        output: () => out,
        child,
        stop: () =>
          new Promise((done) => {
            // Already gone (exited, or killed by a signal): nothing to wait for.
            if (child.exitCode !== null || child.signalCode !== null) return done(child.exitCode);
            child.once('exit', (code) => done(code));
            child.kill('SIGTERM');
          }),
      });
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`${name} exited ${code}:\n${out}`));
    });
  });
}

/** Polls until `check` holds (no fixed sleeps), for at most `timeoutMs`. */
export async function until<T>(what: string, probe: () => Promise<T>, check: (v: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T;
  for (;;) {
    last = await probe();
    if (check(last)) return last;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const call = async (base: string, method: 'GET' | 'POST', route: string, token?: string, body?: unknown) => {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { code: number; desc: string; data?: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
};

/**
 * A database of its own on the local PostgreSQL, for instances to share: empty, or a copy of `template`
 * (the run's migrated demo, say); `drop` removes it, connections and all.
 */
export async function emptyPostgresDatabase(prefix = 'wc_test', template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await createDatabase(client, name, template);
  } finally {
    await client.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
