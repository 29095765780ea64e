/**
 * The back office on the command line: `npm run admin -- <command> [options]`, made from the
 * staff-action registry (src/server/admin/actions.ts). While a server runs from the same data
 * directory the CLI acts through its back-office API (the embedded database admits one process);
 * otherwise it opens the database itself (DATABASE_URL, or the embedded one in DATA_DIR).
 * `runCli` is the whole command in process (tests call it without spawning Node); `cli.ts` is
 * the entry that runs it on the process's own arguments, environment and console.
 */
import { Console } from 'node:console';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { Compile } from 'typebox/compile';
import { openDatabase, type Database } from '../db/client';
import { translate } from '../lib/i18n';
import { AppError, ValidationError } from '../lib/errors';
import { localStorage } from '../lib/storage/storage';
import { readCliLink, systemStaff } from './cli-link';
import { staffRepository } from './staff-repository';
import { runAction, type ActionFile, type Caller, type CliArgs, type StaffAction } from './registry';
import { STAFF_ACTIONS } from './actions';
import { DataKeys, loadDataKeys, withDataKeys } from '../lib/crypto/data-keys';
import { missingKeysReason, recordDataKey } from '../lib/crypto/key-registry';
import { loadConfig } from '../config';
import { contractSettings } from '../modules/contract';

class CliError extends Error {}

/** Where a command reads its settings and writes what it says. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  out: Console;
}

function help(): string {
  const width = Math.max(...STAFF_ACTIONS.map((a) => a.cli.command.length)) + 2;
  const lines = STAFF_ACTIONS.map((a) => `  ${a.cli.command.padEnd(width)}${a.cli.usage ? `${a.cli.usage}\n  ${' '.repeat(width)}` : ''}${a.summary}`);
  return `Writers' Center back office

Usage: npm run admin -- <command> [arguments] [--json]

${lines.join('\n')}

Options: --as <staff email> acts as that member (direct mode; the default is the built-in admin).
Environment: DATA_DIR (default ./data), DATABASE_URL (PostgreSQL instead of the embedded database).`;
}

/** Where a command's actions run: through a server, or straight on the database. */
interface Office {
  call: Caller;
  /** refuses, before the command does anything, an action the member may not run (4003) */
  mayRun(action: StaffAction): void;
  close(): Promise<void>;
}

/** Runs actions through a running server's back-office API. */
function remote(url: string, token: string): Office {
  const call: Caller = async (name, input, file) => {
    const action = STAFF_ACTIONS.find((a) => a.name === name)!;
    const inQuery = action.method === 'GET' || action.file;
    const query = inQuery ? `?${new URLSearchParams(Object.entries(input).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]))}` : '';
    if (action.file && file && (await stat(file)).size > action.file.maxBytes) {
      throw new CliError(`The file is larger than ${action.file.maxBytes / 1024 / 1024} MB: stop the server and run the command straight on the database, or split the file`);
    }
    const body = action.file ? (file ? await readFile(file) : undefined) : action.method === 'POST' ? JSON.stringify(input) : undefined;
    const response = await fetch(`${url}/admin/v1/${name}${query}`, {
      method: action.method,
      headers: { authorization: `Bearer ${token}`, ...(action.method === 'POST' ? { 'content-type': action.file?.contentType ?? 'application/json' } : {}) },
      body,
    });
    const envelope = (await response.json()) as { code: number; desc: string; data?: { fields?: Record<string, string> } };
    if (envelope.code !== 200) {
      const fields = envelope.data?.fields ? ` (${Object.entries(envelope.data.fields).map(([k, v]) => `${k}: ${v}`).join('; ')})` : '';
      throw new CliError(`${envelope.desc}${fields} [${envelope.code}]`);
    }
    return envelope.data;
  };
  // The server checks who may run what.
  return { call, mayRun: () => undefined, close: async () => {} };
}

/** A file the command names, read from disk as the action asks (whole, or streamed). */
async function diskFile(file: string): Promise<ActionFile> {
  const { size } = await stat(file);
  return { size, read: () => readFile(file), stream: () => createReadStream(file) };
}

/** Runs actions straight on the database, checking input with the same schemas the routes use. */
async function direct(database: Database, options: { dataDir: string; as?: string; keyFile?: string }, { env, out }: CliIo): Promise<Office> {
  const { dataDir, as } = options;
  const db = database.db;
  // The command writes personal data under the same keys as the server, or not at all.
  const { missing } = await db.transaction((tx) => recordDataKey(tx));
  if (missing.length) {
    await database.close();
    throw new CliError(`Refused: ${missingKeysReason(missing)}.`);
  }
  const member = as ? await staffRepository(db).withEmail(as.toLowerCase()) : await systemStaff(db);
  if (!member) throw new CliError(`No staff member with the email ${as}`);
  const storage = localStorage(env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : path.join(dataDir, 'uploads'));
  // The same portal address and certificate as the server: links mailed from here work there.
  const config = loadConfig(env, []);
  const contracts = contractSettings({ storage, publicUrl: config.publicUrl, certificate: { dataDir, ...config.signing } });
  const mayRun = (action: StaffAction) => {
    if (action.role === 'admin' && member.role !== 'admin') throw new AppError(403, 'error.forbidden');
  };
  const call: Caller = async (name, input, file) => {
    const action = STAFF_ACTIONS.find((a) => a.name === name)!;
    mayRun(action);
    const check = Compile(action.input);
    const value = check.Clean(check.Convert(structuredClone(input)));
    if (!check.Check(value)) {
      const fields: ValidationError['fields'] = {};
      for (const e of check.Errors(value)) {
        const field = String((e as { instancePath?: string }).instancePath ?? '').replace(/^\//, '').split('/')[0] || '_';
        fields[field] ??= { id: 'validation.invalid' };
      }
      throw new ValidationError(fields);
    }
    return runAction(
      action,
      {
        db,
        storage,
        member,
        origin: { address: 'cli' },
        smtp: Boolean(env.SMTP_URL),
        notices: contracts.notices,
        now: contracts.now,
        contracts,
        keyFile: options.keyFile,
        file: action.file && file ? await diskFile(file) : undefined,
        progress: (text) => out.error(text),
      },
      value as Record<string, unknown>,
    );
  };
  return { call, mayRun, close: () => database.close() };
}

/** Words and `--flag value` pairs (a flag with no value after it is true); `-h` is `--help`. */
function parseCommandLine(argv: string[]): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  const values: Record<string, string | boolean | undefined> = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    if (word === '-h') values.help = true;
    else if (word.startsWith('--')) {
      const [name, inline] = word.slice(2).split(/=(.*)/s, 2);
      const next = argv[i + 1];
      if (inline !== undefined) values[name] = inline;
      else if (name !== 'json' && name !== 'help' && next !== undefined && !next.startsWith('--')) values[name] = argv[++i];
      else values[name] = true;
    } else positionals.push(word);
  }
  return { values, positionals };
}

async function main(argv: string[], io: CliIo) {
  const { env, out } = io;
  const { values, positionals } = parseCommandLine(argv);
  const [command, target] = positionals;
  if (!command || command === 'help' || values.help) {
    out.log(help());
    return;
  }
  const action: StaffAction | undefined = STAFF_ACTIONS.find((a) => a.cli.command === command);
  if (!action) throw new CliError(`Unknown command "${command}". See: npm run admin -- help`);

  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const as = typeof values.as === 'string' ? values.as : undefined;
  const link = env.DATABASE_URL || as ? null : readCliLink(dataDir);
  // Through a running server, the server holds the data keys; straight on the database the
  // command needs the same ones.
  const keys = link ? null : loadDataKeys(dataDir, env);
  const run = () => runCommand(action, { link, dataDir, as, keyFile: keys?.file, values, target }, io);
  return keys ? withDataKeys(new DataKeys(keys.ring), run) : run();
}

/** Runs one command's action through the server the link names, or straight on the database. */
async function runCommand(
  action: StaffAction,
  { link, dataDir, as, keyFile, values, target }: { link: ReturnType<typeof readCliLink>; dataDir: string; as?: string; keyFile?: string; values: ReturnType<typeof parseCommandLine>['values']; target?: string },
  io: CliIo,
) {
  const { env, out } = io;
  const office = link
    ? remote(link.url, link.token)
    : await direct(await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(dataDir, 'pglite') }), { dataDir, as, keyFile }, io);
  try {
    const flags = Object.fromEntries(Object.entries(values).filter(([k]) => !['json', 'help', 'as'].includes(k))) as Record<string, string | boolean | undefined>;
    office.mayRun(action);
    const args: CliArgs = { target, flags, json: Boolean(values.json), call: office.call, readText: (file) => readFile(file, 'utf8'), out, dataDir, env };
    const input = action.cli.input
      ? ((await Promise.resolve()
          .then(() => action.cli.input!(args))
          .catch((err: unknown) => {
            throw err instanceof SyntaxError ? new CliError('The file must hold JSON') : err;
          })) as Record<string, unknown>)
      : flags;
    const started = await office.call(action.name, input, action.cli.file?.(args));
    const result = (action.cli.follow ? await action.cli.follow(started as never, args) : started) as { list?: unknown[] } | undefined;
    // A list answer is shown as its rows (counts and flags beside a list are for the API's readers).
    const shown = result && Array.isArray(result.list) ? result.list : result;
    if (values.json) out.log(JSON.stringify(shown, null, 2));
    else if (action.cli.print) action.cli.print(result as never, args);
    else if (Array.isArray(shown)) {
      if (shown.length) out.table(shown);
      else out.log('Nothing to show.');
    } else out.log(`Done: ${JSON.stringify(shown)}`);
  } finally {
    await office.close();
  }
}

/** Runs one command; resolves to its exit code (0 done, 1 refused or failed, said on `io.out`'s error stream). */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    await main(argv, io);
    return 0;
  } catch (err) {
    const { out } = io;
    if (err instanceof CliError) out.error(err.message);
    else if (err instanceof ValidationError)
      out.error(`${translate('en', err.messageId)}: ${Object.entries(err.fields).map(([k, m]) => `${k}: ${translate('en', m.id, m.values)}`).join('; ')}`);
    else if (err instanceof AppError) out.error(translate('en', err.messageId, err.values));
    else if (err instanceof Error && /^Missing |^No |must be|the id is a number/.test(err.message)) out.error(err.message);
    else out.error(err);
    return 1;
  }
}

/** A console whose output is kept as text, for a caller that runs commands in process. */
export function capturedConsole(): { out: Console; stdout: () => string; stderr: () => string } {
  const chunks = { stdout: [] as string[], stderr: [] as string[] };
  const sink = (into: string[]) => new Writable({ write: (chunk, _encoding, done) => (into.push(String(chunk)), done()) });
  const out = new Console({ stdout: sink(chunks.stdout), stderr: sink(chunks.stderr), colorMode: false });
  return { out, stdout: () => chunks.stdout.join(''), stderr: () => chunks.stderr.join('') };
}
