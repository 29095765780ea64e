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

/** How many migrations the database has applied (0 before the first). */
export async function appliedMigrations(db: Db): Promise<number> {
  const exists = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as yes`)) as unknown as { rows: { yes: boolean }[] };
  if (!exists.rows[0]?.yes) return 0;
  const { rows } = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n ?? 0);
}
