/**
 * The back office from one registry: each staff action is defined once (name, input and output
 * schemas, who may run it, how the command line spells it, what it does) in its feature's
 * `modules/<feature>/admin.ts`; from the definition come the `/admin/v1/<name>` route with its
 * OpenAPI entry, the CLI subcommand with its help line, and both of the CLI's modes (through a
 * running server, or straight on the database). Every action runs through `runAction`, which
 * checks the member's scope and opens the action's one transaction: an action never opens its own.
 */
import { Readable } from 'node:stream';
import type { Static, TObject, TSchema } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Staff } from '../db/schema';
import type { Storage } from '../lib/storage/storage';
import type { JobQueue } from '../lib/jobs/queue';
import type { AuditOrigin } from '../modules/audit';
import type { ContractSettings } from '../modules/contract';
import type { Notices } from '../modules/notification';
import { forbidden, ValidationError } from '../lib/errors';
import { doc, query, responses } from '../lib/openapi';
import { transactionOutcome, type TransactionHooks } from '../lib/transaction';
import type { StaffRole } from './staff-repository';
import { scopeRepository } from './scope-repository';

/** A file sent with an action (the body of its route, or a file the CLI names). */
export interface ActionFile {
  size: number;
  read(): Promise<Buffer>;
  /** the bytes as they come, for a file of any length in constant memory */
  stream(): Readable;
}

/** What the caller (a route, or the CLI straight on the database) gives an action. */
export interface ActionEnv {
  /** the database; actions change it only through `ActionContext.tx` */
  db: Db;
  storage: Storage;
  /** who runs it (the CLI's built-in account, or `--as`, in direct mode) */
  member: Staff;
  origin: AuditOrigin;
  /** whether mail leaves through SMTP here (otherwise it waits in the outbox) */
  smtp: boolean;
  /** notices to authors (their mails link to the portal) */
  notices: Notices;
  /** the app's one clock (tests move it), for every action whatever its module */
  now(): Date;
  /** the contract module's settings: the portal's address, the clock, signing and the PDF paperwork */
  contracts: ContractSettings;
  /** the job queue (a server's; the CLI straight on the database has none and does the work itself) */
  jobs?: JobQueue;
  /** the data key file of the embedded default, re-read by keys:rotate */
  keyFile?: string;
  /** the action's file (`StaffAction.file`) */
  file?: ActionFile;
  /** where long work says how far it is (the CLI's console) */
  progress?(text: string): void;
}

/**
 * What an action runs with: `tx` is the transaction the registry opened for it, so its change, the
 * notice and mail it queues and its audit row commit together or not at all. Nested
 * `tx.transaction(…)` calls are savepoints inside it.
 */
export interface ActionContext extends Omit<ActionEnv, 'db'>, TransactionHooks {
  tx: Db;
}

/** What the steps outside the transaction run with (`prepare` before it, `finish` after it). */
export type OutsideContext = ActionEnv & TransactionHooks;

/** Runs another action by name (the CLI uses it to find an id from an email); `file`: a path sent as the action's file. */
export type Caller = (name: string, input: Record<string, unknown>, file?: string) => Promise<unknown>;

export interface CliArgs {
  /** the first word after the command */
  target?: string;
  flags: Record<string, string | boolean | undefined>;
  /** --json: the answer is printed as JSON (a command says less on the way) */
  json: boolean;
  call: Caller;
  /** a file the staff member names, read as text */
  readText(file: string): Promise<string>;
  /** where the command writes what it says (the process's console, or one a test reads) */
  out: Console;
  /** the data directory and environment the command runs with (where the data keys are) */
  dataDir: string;
  env: NodeJS.ProcessEnv;
}

/**
 * Whose data an action touches, which decides what an editor may do with it (admins: everything):
 * - `{ authorOf }`: one author's (a ticket, a comment, a review item, a contract); the registry
 *   finds the author from the input before the action runs and lets an editor through only for
 *   their own authors (null: nothing found, the action answers its own 4004);
 * - `'listed'`: a list whose query keeps an editor to their own authors (`inScope`);
 * - `'platform'`: nobody's in particular (the word list, programs, contests, announcements).
 */
export type ActionScope<I extends TObject> = 'listed' | 'platform' | { authorOf(db: Db, input: Static<I>): Promise<number | null> };

export interface StaffAction<I extends TObject = TObject, O extends TSchema = TSchema, P = unknown> {
  /** the route is /admin/v1/<name> */
  name: string;
  method: 'GET' | 'POST';
  summary: string;
  /** the least role that may run it (admins may run everything); editors act on their own authors */
  role: StaffRole;
  /** whose data it touches (see ActionScope): required of every action an editor may run */
  scope?: ActionScope<I>;
  /** the query (GET, or POST with a file) or body (POST) */
  input: I;
  /** the answer's data */
  output: O;
  /** the success message id (default "ok") */
  message?: string;
  /** a file goes with the input: the route's whole body (the input is then its query), the CLI's named file */
  file?: { contentType: string; maxBytes: number };
  cli: {
    command: string;
    /** the arguments after the command, for the help text */
    usage?: string;
    /** turns the command line into the input (default: flags named as the input's fields) */
    input?(args: CliArgs): Promise<Static<I>> | Static<I>;
    /** the path of the file the command sends (actions with `file`) */
    file?(args: CliArgs): string;
    /** turns the answer into the one shown, e.g. by following work the answer started until it ends */
    follow?(result: Static<O>, args: CliArgs): Promise<Static<O>>;
    /** prints the answer its own way (default: a table for lists, else one JSON line); not used with --json */
    print?(result: Static<O>, args: CliArgs): void;
  };
  /**
   * Slow work that must hold no lock and no connection (rendering and sealing a PDF), before the
   * transaction: it reads, writes nothing to the database, and may leave a file behind only with an
   * `afterRollback` that removes it. `run` gets its answer and checks that what it was made from has
   * not changed meanwhile.
   */
  prepare?(ctx: OutsideContext, input: Static<I>): Promise<P>;
  /** the change, in the transaction the registry opens (see ActionContext) */
  run(ctx: ActionContext, input: Static<I>, prepared: P): Promise<Static<O>>;
  /**
   * Work no one transaction may hold (re-encrypting every value beside a live server, streaming a
   * file of any length into the ledger), after `run`'s transaction has committed: `run` records
   * that it starts (its audit row), `finish` does it in short transactions of its own, resumably,
   * and answers the action's answer.
   */
  finish?(ctx: OutsideContext, input: Static<I>, started: Static<O>): Promise<Static<O>>;
}

/** Keeps the definition's types (input, answer and what `prepare` hands `run`) checked against each other. */
export const defineAction = <I extends TObject, O extends TSchema, P = unknown>(action: StaffAction<I, O, P>): StaffAction<I, O, P> => action;

/** 4003 unless the member may act on the author of this input (admins may act on everyone's). */
async function checkScope(action: StaffAction, member: Staff, db: Db, input: Record<string, unknown>): Promise<void> {
  if (member.role === 'admin' || typeof action.scope === 'string') return;
  if (!action.scope) throw forbidden();
  const authorId = await action.scope.authorOf(db, input as never);
  if (authorId === null) return;
  const row = await scopeRepository(db).editorOf(authorId);
  if (row?.editorId !== member.id) throw forbidden();
}

/**
 * Runs an action for a member, the one way in (routes and the CLI): the scope check and the
 * action's change in one transaction, with the hooks of its outcome (`afterCommit`,
 * `afterRollback`); `prepare` before it and `finish` after it when the action has them.
 */
export async function runAction(action: StaffAction, env: ActionEnv, input: Record<string, unknown>): Promise<unknown> {
  if (action.file && !env.file) throw new ValidationError({ file: { id: 'validation.required' } });
  const outcome = transactionOutcome();
  const outside: OutsideContext = { ...env, afterCommit: outcome.afterCommit, afterRollback: outcome.afterRollback };
  let prepared: unknown;
  if (action.prepare) {
    // No slow work for someone who may not ask for it.
    await checkScope(action, env.member, env.db, input);
    prepared = await action.prepare(outside, input as never).catch(async (err: unknown) => {
      await outcome.fail();
      throw err;
    });
  }
  const { db: _db, ...rest } = outside;
  const started = await outcome.run(env.db, async (tx) => {
    await checkScope(action, env.member, tx, input);
    return action.run({ ...rest, tx }, input as never, prepared);
  });
  return action.finish ? action.finish(outside, input as never, started as never) : started;
}

/** Every action's route: staff token with the action's role, declared query or body and answer. */
export function registerActions(app: FastifyInstance, actions: readonly StaffAction[], settings: { smtp: boolean; contracts: ContractSettings; keyFile?: string; now(): Date }) {
  const seen = new Set<string>();
  const parsers = new Set<string>();
  for (const action of actions) {
    if (seen.has(action.name)) throw new Error(`Two staff actions are named ${action.name}`);
    if (action.role !== 'admin' && !action.scope) throw new Error(`The staff action ${action.name} is open to editors and must say whose data it touches (scope)`);
    if (action.file && action.method !== 'POST') throw new Error(`The staff action ${action.name} takes a file and must be a POST`);
    seen.add(action.name);
    const file = action.file;
    if (file && !parsers.has(file.contentType)) {
      parsers.add(file.contentType);
      app.addContentTypeParser(file.contentType, { parseAs: 'buffer', bodyLimit: file.maxBytes }, (_request, body, done) => done(null, body));
    }
    const input =
      action.method === 'GET' || file
        ? { querystring: query(action.input.properties) }
        : { querystring: query(), body: action.input };
    app.route({
      method: action.method,
      url: `/admin/v1/${action.name}`,
      onRequest: app.authenticateStaff(action.role),
      ...(file ? { bodyLimit: file.maxBytes } : {}),
      schema: { ...doc('back office', action.summary, 'staff'), ...input, ...(file ? { consumes: [file.contentType] } : {}), response: responses(action.output) },
      handler: async (request, reply) => {
        const source = (action.method === 'GET' || file ? request.query : request.body) as Record<string, unknown>;
        const { lang: _lang, ...data } = source ?? {};
        const body = file && Buffer.isBuffer(request.body) && request.body.length ? request.body : undefined;
        const result = await runAction(
          action,
          {
            db: app.db,
            storage: app.storage,
            member: request.staff!,
            origin: { requestId: String(request.id), address: request.ip },
            smtp: settings.smtp,
            notices: app.notices,
            now: settings.now,
            contracts: settings.contracts,
            jobs: app.jobs,
            keyFile: settings.keyFile,
            file: body && bufferFile(body),
          },
          data,
        );
        return reply.ok(result as never, action.message);
      },
    });
  }
}

/** A file held in memory (a route's body). */
export function bufferFile(data: Buffer): ActionFile {
  return {
    size: data.length,
    read: async () => data,
    stream: () => Readable.from([data]),
  };
}

/** A flag's text, or undefined for a flag given without a value. */
export const flagText = (value: string | boolean | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/** A required command-line value, or the CLI's "Missing …" line. */
export const needText = (value: string | boolean | undefined, what: string): string => {
  if (typeof value !== 'string' || !value) throw new Error(`Missing ${what}. See: npm run admin -- help`);
  return value;
};
