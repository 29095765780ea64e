/**
 * The back office from one registry: each staff action is defined once (name, input and output
 * schemas, who may run it, how the command line spells it, what it does) in its feature's
 * `modules/<feature>/admin.ts`; from the definition come the `/admin/v1/<name>` route with its
 * OpenAPI entry, the CLI subcommand with its help line, and both of the CLI's modes (through a
 * running server, or straight on the database).
 */
import type { Static, TObject, TSchema } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Staff } from '../db/schema';
import type { Storage } from '../lib/storage/storage';
import type { AuditOrigin } from '../modules/audit/audit';
import type { ContractSettings } from '../modules/contract/settings';
import { eq } from 'drizzle-orm';
import { authors } from '../db/schema';
import { forbidden } from '../lib/errors';
import { doc, query, responses } from '../lib/openapi';
import type { StaffRole } from './staff-repository';

export interface ActionContext {
  db: Db;
  storage: Storage;
  /** who runs it (the CLI's built-in account, or `--as`, in direct mode) */
  member: Staff;
  origin: AuditOrigin;
  /** whether mail leaves through SMTP here (otherwise it waits in the outbox) */
  smtp: boolean;
  /** the contract module's settings: the portal's address, the clock, signing and the PDF paperwork */
  contracts: ContractSettings;
}

/** Runs another action by name (the CLI uses it to find an id from an email). */
export type Caller = (name: string, input: Record<string, unknown>) => Promise<unknown>;

export interface CliArgs {
  /** the first word after the command */
  target?: string;
  flags: Record<string, string | boolean | undefined>;
  call: Caller;
  /** a file the staff member names, read as text */
  readText(file: string): Promise<string>;
  /** where the command writes what it says (the process's console, or one a test reads) */
  out: Console;
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

export interface StaffAction<I extends TObject = TObject, O extends TSchema = TSchema> {
  /** the route is /admin/v1/<name> */
  name: string;
  method: 'GET' | 'POST';
  summary: string;
  /** the least role that may run it (admins may run everything); editors act on their own authors */
  role: StaffRole;
  /** whose data it touches (see ActionScope): required of every action an editor may run */
  scope?: ActionScope<I>;
  /** the query (GET) or body (POST) */
  input: I;
  /** the answer's data */
  output: O;
  /** the success message id (default "ok") */
  message?: string;
  cli: {
    command: string;
    /** the arguments after the command, for the help text */
    usage?: string;
    /** turns the command line into the input (default: flags named as the input's fields) */
    input?(args: CliArgs): Promise<Static<I>> | Static<I>;
    /** prints the answer its own way (default: a table for lists, else one JSON line); not used with --json */
    print?(result: Static<O>, args: CliArgs): void;
  };
  run(ctx: ActionContext, input: Static<I>): Promise<Static<O>>;
}

/** Keeps the definition's types (input and answer) checked against each other. */
export const defineAction = <I extends TObject, O extends TSchema>(action: StaffAction<I, O>): StaffAction<I, O> => action;

/** 4003 unless the member may act on the author of this input (admins may act on everyone's). */
async function checkScope(action: StaffAction, ctx: ActionContext, input: Record<string, unknown>): Promise<void> {
  if (ctx.member.role === 'admin' || typeof action.scope === 'string') return;
  if (!action.scope) throw forbidden();
  const authorId = await action.scope.authorOf(ctx.db, input as never);
  if (authorId === null) return;
  const [row] = await ctx.db.select({ editorId: authors.editorId }).from(authors).where(eq(authors.userId, authorId)).limit(1);
  if (row?.editorId !== ctx.member.id) throw forbidden();
}

/** Runs an action for a member, after the check of its scope: the one way in (routes and the CLI). */
export async function runAction(action: StaffAction, ctx: ActionContext, input: Record<string, unknown>): Promise<unknown> {
  await checkScope(action, ctx, input);
  return action.run(ctx, input as never);
}

/** Registers every action's route: staff token with the action's role, declared query or body and answer. */
export function registerActions(app: FastifyInstance, actions: readonly StaffAction[], settings: { smtp: boolean; contracts: ContractSettings }) {
  const seen = new Set<string>();
  for (const action of actions) {
    if (seen.has(action.name)) throw new Error(`Two staff actions are named ${action.name}`);
    if (action.role !== 'admin' && !action.scope) throw new Error(`The staff action ${action.name} is open to editors and must say whose data it touches (scope)`);
    seen.add(action.name);
    const input = action.method === 'GET' ? { querystring: query(action.input.properties) } : { querystring: query(), body: action.input };
    app.route({
      method: action.method,
      url: `/admin/v1/${action.name}`,
      onRequest: app.authenticateStaff(action.role),
      schema: { ...doc('back office', action.summary, 'staff'), ...input, response: responses(action.output) },
      handler: async (request, reply) => {
        const source = (action.method === 'GET' ? request.query : request.body) as Record<string, unknown>;
        const { lang: _lang, ...data } = source ?? {};
        const result = await runAction(action, { db: app.db, storage: app.storage, member: request.staff!, origin: { requestId: String(request.id), address: request.ip }, smtp: settings.smtp, contracts: settings.contracts }, data);
        return reply.ok(result as never, action.message);
      },
    });
  }
}

/** A flag's text, or undefined for a flag given without a value. */
export const flagText = (value: string | boolean | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/** A required command-line value, or the CLI's "Missing …" line. */
export const needText = (value: string | boolean | undefined, what: string): string => {
  if (typeof value !== 'string' || !value) throw new Error(`Missing ${what}. See: npm run admin -- help`);
  return value;
};
