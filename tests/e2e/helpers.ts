import { expect, test } from '@playwright/test';

/** What one CLI command adds to the running test's time limit: a child process loading the whole server's code. */
const CLI_COMMAND_MS = 20_000;

/**
 * The back-office CLI, acting through the running e2e server (it finds it via the data directory).
 * Each command gives the test that runs it more time, so a test of several staff steps is not cut
 * off by the per-test limit on a busy machine.
 */
export async function admin(...args: string[]): Promise<string> {
  const info = test.info();
  info.setTimeout(info.timeout + CLI_COMMAND_MS);
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const path = await import('node:path');
  const { DATA_DIR } = await import('./playwright.config');
  const root = path.resolve(import.meta.dirname, '../..');
  const { stdout } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['src/server/admin/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR, DATABASE_URL: '' },
  });
  return stdout;
}

/**
 * Mails delivered to `to`, newest first, as the recipient got them (live links included): read
 * from the e2e mail sink, since the outbox shows staff those links redacted.
 */
export async function mailsTo(to: string): Promise<{ template: string; subject: string; text: string }[]> {
  const { MAIL_SINK_URL } = await import('./playwright.config');
  const response = await fetch(`${MAIL_SINK_URL}/mails?to=${encodeURIComponent(to)}`);
  return (await response.json()) as { template: string; subject: string; text: string }[];
}

/** The newest mail of `template` to `to` once it has arrived (delivery runs every 200 ms). */
export async function mailedTo(to: string, template: string): Promise<{ template: string; subject: string; text: string }> {
  let found: { template: string; subject: string; text: string } | undefined;
  await expect.poll(async () => (found = (await mailsTo(to)).find((m) => m.template === template)), { message: `no ${template} mail to ${to}`, timeout: 15_000 }).toBeDefined();
  return found!;
}
