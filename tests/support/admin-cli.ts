import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/**
 * `npm run admin -- <args>` as a child process: through a running server when `env.DATA_DIR`
 * holds its link, or straight on `env.DATABASE_URL` (never the caller's own DATABASE_URL).
 */
export const cli = (args: string[], env: Record<string, string>) =>
  run(path.join(root, 'node_modules/.bin/tsx'), ['src/server/admin/cli.ts', ...args], { cwd: root, env: { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? '' } });

/**
 * Options for a suite that runs `cli()`: each command is a child process that loads the whole
 * server's code (a few seconds each, much more on two busy cores), so a test of several commands
 * needs longer than the default 30 s.
 */
export const CLI_SUITE = { timeout: 120_000 } as const;
