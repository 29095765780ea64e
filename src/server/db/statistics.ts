import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The planner's statistics. Without them PostgreSQL plans every query as if each table were tiny: a
 * chapter window or an inbox that picked an index on a fresh database picks a scan once the table has
 * grown. PostgreSQL's autovacuum refreshes them as tables change, unless it is turned off; PGlite
 * never runs autovacuum. So the product refreshes them itself after migrations, after seeding and
 * after bulk imports, and on PGlite periodically (the maintenance job).
 */
export async function refreshStatistics(db: Db, tables: readonly string[] = []): Promise<void> {
  // Table names come from the code, never from a request; quoted as identifiers all the same.
  const list = tables.map((t) => `"${t.replaceAll('"', '""')}"`).join(', ');
  await db.execute(sql.raw(list ? `ANALYZE ${list}` : 'ANALYZE'));
}

/**
 * When a table's statistics are stale, as autovacuum decides it: more rows changed since the table was last
 * analyzed than 50 plus a tenth of the rows the planner knows of (or never analyzed at all).
 */
export const STALE_AFTER = { rows: 50, share: 0.1 } as const;

export function statisticsStale(knownRows: number, changedSince: number): boolean {
  return knownRows < 0 || changedSince > STALE_AFTER.rows + STALE_AFTER.share * knownRows;
}

/**
 * The tables among `tables` (default every table of the app's schema) whose statistics are stale, counting
 * `changed` rows a caller has just written on top of what PostgreSQL's counters say. The counters reach the
 * shared view when a connection flushes them (at most every second when idle, and on PGlite, which never idles
 * between statements, only when asked): this asks its own connection to flush first, so what it wrote counts.
 */
export async function staleTables(db: Db, tables?: readonly string[], changed = 0): Promise<string[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const only = tables?.length ? sql`and c.relname in (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})` : sql``;
  const { rows } = (await db.execute(sql`
    select c.relname as name, c.reltuples::float8 as known, coalesce(s.n_mod_since_analyze, 0)::float8 as changed
    from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
    where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace ${only}
    order by c.relname`)) as unknown as { rows: { name: string; known: number; changed: number }[] };
  return rows.filter((r) => statisticsStale(Number(r.known), Number(r.changed) + changed)).map((r) => r.name);
}

/**
 * Refreshes the statistics of those of `tables` that are stale (staleTables), after a bulk write of `changed`
 * rows or on the maintenance job's round; a table that barely changed costs one catalogue read, not a sample.
 * Answers the tables it analyzed.
 */
export async function refreshStaleStatistics(db: Db, tables?: readonly string[], changed = 0): Promise<string[]> {
  const stale = await staleTables(db, tables, changed);
  if (stale.length) await refreshStatistics(db, stale);
  return stale;
}

/** How many migrations the database has applied (0 before the first). */
export async function appliedMigrations(db: Db): Promise<number> {
  const exists = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as yes`)) as unknown as { rows: { yes: boolean }[] };
  if (!exists.rows[0]?.yes) return 0;
  const { rows } = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n ?? 0);
}
