import { expect, test } from '@playwright/test';
import { dataDir, mailSinkUrl } from './playwright.config';

/** The environment a back-office command of this worker runs with: its server's data directory. */
const commandEnv = () => ({ ...process.env, DATA_DIR: dataDir(test.info().parallelIndex), DATABASE_URL: '' });

type CliMain = typeof import('../../src/server/admin/cli-main');
let loaded: Promise<CliMain> | undefined;
/**
 * The command line's code, loaded once per worker through tsx, as `npm run admin` runs it (the
 * server's code imports package files by extensionless paths, which tsx resolves and Node's own
 * ESM loader does not).
 */
function commandLine(): Promise<CliMain> {
  loaded ??= import('tsx/esm/api').then(({ tsImport }) => tsImport('../../src/server/admin/cli-main.ts', import.meta.url) as Promise<CliMain>);
  return loaded;
}

/**
 * A back-office command, run in this process as `npm run admin` runs it: through the worker's
 * running server and its back-office API (/admin/v1), found via the data directory. Resolves to
 * what the command prints; a refused command fails the test with what it said.
 */
export async function admin(...args: string[]): Promise<string> {
  const { capturedConsole, runCli } = await commandLine();
  const io = capturedConsole();
  const code = await runCli(args, { env: commandEnv(), out: io.out });
  if (code !== 0) throw new Error(`admin ${args.join(' ')} exited with ${code}: ${io.stderr()}`);
  return io.stdout();
}

/** The same command as a child process of the real command line (`npm run admin`), as staff run it. */
export async function adminCommandLine(...args: string[]): Promise<string> {
  const info = test.info();
  // A child process loads the whole server's code: give the test that time.
  info.setTimeout(info.timeout + 20_000);
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const path = await import('node:path');
  const root = path.resolve(import.meta.dirname, '../..');
  const { stdout } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['src/server/admin/cli.ts', ...args], { cwd: root, env: commandEnv() });
  return stdout;
}

/**
 * Mails delivered to `to`, newest first, as the recipient got them (live links included): read
 * from this worker's mail sink, since the outbox shows staff those links redacted.
 */
export async function mailsTo(to: string): Promise<{ template: string; subject: string; text: string }[]> {
  const response = await fetch(`${mailSinkUrl(test.info().parallelIndex)}/mails?to=${encodeURIComponent(to)}`);
  return (await response.json()) as { template: string; subject: string; text: string }[];
}

/**
 * The newest mail of `template` to `to`, once every mail queued for that address has been
 * delivered (a resent link replaces the earlier one, so an earlier mail that arrived first is not
 * the one to open). The outbox, as staff read it, says what was queued and sent.
 */
export async function mailedTo(to: string, template: string): Promise<{ template: string; subject: string; text: string }> {
  let found: { template: string; subject: string; text: string } | undefined;
  // What the outbox said last, for the failure's message: a mail still pending may have met an error.
  let seen = 'nothing yet';
  await expect
    .poll(
      async () => {
        const outbox = JSON.parse(await admin('mail', '--to', to, '--json')) as { status: string; template: string }[];
        seen = JSON.stringify(outbox);
        const ours = outbox.filter((m) => m.template === template);
        if (!ours.length || outbox.some((m) => m.status === 'pending' || m.status === 'sending')) return false;
        const delivered = (await mailsTo(to)).filter((m) => m.template === template);
        found = delivered[0];
        return delivered.length >= ours.filter((m) => m.status === 'sent').length;
      },
      // The sender's round is 200 ms here; a busy machine (CI runs this beside the API suites) takes longer.
      { message: `every ${template} mail to ${to} delivered`, timeout: 45_000 },
    )
    .toBe(true)
    .catch((err: Error) => {
      throw Object.assign(err, { message: `${err.message}\nThe outbox last said: ${seen}` });
    });
  return found!;
}
