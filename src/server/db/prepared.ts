import { entityKind, is, Placeholder, sql } from 'drizzle-orm';
import type { Db } from './client';

/** A query built with `sql.placeholder`s: drizzle's select builders are. */
interface Preparable<Row> {
  prepare(name: string): { execute(params: Record<string, unknown>): Promise<Row[]> };
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A value as an SQL literal, for `EXECUTE`, which takes no bound parameters: finite numbers, text (quotes doubled;
 * the server's standard_conforming_strings keeps backslashes literal), booleans and null. Anything else is refused.
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`no SQL literal for ${typeof value}`);
}

/** Whether `db` is PGlite's database itself (not a transaction of it, nor PostgreSQL). */
function isPgliteDatabase(db: Db): boolean {
  return (db.constructor as unknown as Record<symbol, unknown>)[entityKind] === 'PgliteDatabase';
}

const plannedOnceDatabases = new WeakMap<Db, Db>();

/**
 * On PostgreSQL, where `db`'s prepared reads run: connections that always use a prepared statement's plan for any
 * values (`plan_cache_mode = force_generic_plan`). Left to choose, PostgreSQL kept planning the inbox page for each
 * call's values (0.35–0.5 ms of planning a call), since its estimate for those values was lower. Only statements
 * prepared here run there; every other query keeps the plan for its own values. Tests hold each prepared
 * statement's plan for any values to its indexes (tests/support/plans.ts).
 */
export function runPreparedReadsOn(db: Db, plannedOnce: Db): void {
  plannedOnceDatabases.set(db, plannedOnce);
}

/**
 * A read the product runs all the time, planned once and then run by name with its values. On PostgreSQL
 * it is drizzle's named statement, which each pooled connection parses and plans once (on the connections
 * `runPreparedReadsOn` names, if any). PGlite plans
 * every statement drizzle sends again, and in WebAssembly planning a query with a few joins costs more than
 * running it; its one session keeps a `PREPARE`d statement, run with `EXECUTE` (in a transaction of
 * PGlite's, drizzle runs the query as it is).
 */
export function preparedRead<Row extends Record<string, unknown>>(name: string, build: (db: Db) => Preparable<Row>) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`preparedRead: "${name}" is not a statement name`);
  const runs = new WeakMap<Db, (values: Record<string, unknown>) => Promise<Row[]>>();

  /** The query's values as literals in order: a placeholder's from `values`, a constant the query holds as it is. */
  const literals = (params: unknown[], values: Record<string, unknown>) => params.map((p) => literal(is(p, Placeholder) ? values[p.name] : p));

  function onPglite(db: Db) {
    const query = build(db).toSQL();
    let ready: Promise<unknown> | undefined;
    return async (values: Record<string, unknown>) => {
      ready ??= db.execute(sql.raw(`prepare ${name} as ${query.sql}`)).catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
      await ready;
      const result = (await db.execute(sql.raw(`execute ${name}(${literals(query.params, values).join(', ')})`))) as unknown as { rows: Row[] };
      return result.rows;
    };
  }

  const run = (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    let runOn = runs.get(db);
    if (!runOn) {
      if (isPgliteDatabase(db)) runOn = onPglite(db);
      else {
        const prepared = build(plannedOnceDatabases.get(db) ?? db).prepare(name);
        runOn = (v) => prepared.execute(v);
      }
      runs.set(db, runOn);
    }
    return runOn(values);
  };
  /** The statement's text (values as $1, $2, …) and its values as literals, for PREPARE and EXPLAIN EXECUTE in tests. */
  run.statement = (db: Db, values: Record<string, unknown>) => {
    const query = build(db).toSQL();
    return { text: query.sql, args: literals(query.params, values) };
  };
  return run;
}
