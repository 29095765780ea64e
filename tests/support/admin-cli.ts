import { execFile } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import app from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { writeCliLink } from '../../src/server/admin/cli-link';
import { capturedConsole, runCli } from '../../src/server/admin/cli-main';
import { openDemoPglite } from './databases';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/**
 * `npm run admin -- <args>`, run in this process (`runCli`, the command line's whole code): through
 * a running server when `env.DATA_DIR` holds its link, or straight on `env.DATABASE_URL` (never the
 * caller's own DATABASE_URL). Resolves to what it printed; a command that fails rejects with its
 * exit code and what it said. Straight on a database the command loads that data directory's keys
 * into the process, as its own process would: a suite that encrypts data for it uses the same ones.
 */
export async function cli(args: string[], env: Record<string, string>): Promise<{ stdout: string; stderr: string }> {
  const io = capturedConsole();
  const code = await runCli(args, { env: cliEnv(env), out: io.out });
  const said = { stdout: io.stdout(), stderr: io.stderr() };
  if (code !== 0) throw Object.assign(new Error(`admin ${args.join(' ')} exited with ${code}: ${said.stderr}`), { code, ...said });
  return said;
}

const cliEnv = (env: Record<string, string>) => ({ ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? '' });

/**
 * The command line as it ships, in a process of its own: the built file when the full run has
 * built it (scripts/test-all.sh names it), else the sources through tsx. A few seconds per command
 * on a busy machine, so only the smoke test uses it; the rest run `cli()`.
 */
export async function cliProcess(args: string[], env: Record<string, string>): Promise<{ stdout: string; stderr: string }> {
  const built = process.env.ADMIN_CLI_BUILT;
  if (built) return run(process.execPath, [built, ...args], { cwd: root, env: cliEnv(env) });
  return run(path.join(root, 'node_modules/.bin/tsx'), ['src/server/admin/cli.ts', ...args], { cwd: root, env: cliEnv(env) });
}

/**
 * Options for a suite that runs `cli()`: a command straight on a database opens it (PGlite from
 * its files) and may seal PDFs, which on two busy cores takes longer than the default 30 s.
 */
export const CLI_SUITE = { timeout: 120_000 } as const;

/** A demo server on PGlite, listening, with the CLI link in a temporary data directory: what `cli()` reaches. */
export interface LinkedServer {
  dataDir: string;
  database: Database;
  server: FastifyInstance;
  close(): Promise<void>;
}

export async function linkedServer(prefix: string): Promise<LinkedServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const uploadsDir = path.join(dataDir, 'uploads');
  const database = await openDemoPglite('memory://', uploadsDir);
  const server = Fastify({ logger: false });
  await server.register(app, { database, uploadsDir, publicUrl: 'https://authors.example.test', signing: { dataDir } });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  const removeLink = await writeCliLink(database.db, dataDir, address);
  return {
    dataDir,
    database,
    server,
    async close() {
      await removeLink();
      await server.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts a linked server before the suite and closes it after; read it through the getter inside tests. */
export function useLinkedServer(prefix: string): () => LinkedServer {
  let linked: LinkedServer | undefined;
  // The demo seals a contract's PDFs: on two busy cores that alone has passed a minute.
  beforeAll(async () => {
    linked = await linkedServer(prefix);
  }, 180_000);
  afterAll(async () => {
    await linked?.close();
  });
  return () => linked!;
}
