/**
 * The planner's statistics are kept fresh by the product itself: after migrations, after a bulk
 * import, and on PGlite (no autovacuum) by the maintenance job.
 */
import { expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase, describeOnDatabase } from '../support/each-database';
import type { Db } from '../../src/server/db/client';
import { STATISTICS_JOB } from '../../src/server/modules/maintenance';
import { inProcessQueue } from '../../src/server/lib/jobs/queue';
import pino from 'pino';

const queue = inProcessQueue(pino({ level: 'silent' }));

/** The planner's idea of a table's size (-1 or 0 before it was ever analyzed). */
async function plannedRows(db: Db, table: string): Promise<number> {
  const { rows } = (await db.execute(
    sql`select reltuples::float8 as n from pg_class where relname = ${table} and relkind = 'r'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(rows[0].n);
}

describeEachDatabase('statistics after migrations', ({ get }) => {
  // Every test database is a copy of one the run migrated with openDatabase: what the planner knows of its
  // tables (pg_class.reltuples, -1 until a table is first analyzed) came with the copy.
  it('a database that has just been migrated has every table analyzed', async () => {
    const { rows } = (await get().database.db.execute(
      sql`select count(*)::int as tables, count(*) filter (where reltuples >= 0)::int as analyzed from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
    )) as unknown as { rows: { tables: number; analyzed: number }[] };
    expect(rows[0].tables).toBeGreaterThan(40);
    expect(rows[0].analyzed).toBe(rows[0].tables);
  });
});

describeOnDatabase(
  'pglite',
  'statistics: the maintenance job',
  ({ get }) => {
    it('refreshes what the planner knows of a table that grew', async () => {
      const { database } = get();
      await database.db.execute(
        sql`insert into rate_limits (key, hits, reset_at) select 'stats-' || g, 1, now() + interval '1 hour' from generate_series(1, 20000) g`,
      );
      expect(await plannedRows(database.db, 'rate_limits')).toBeLessThan(20_000);
      expect(await queue.send(STATISTICS_JOB)).toBe(true);
      await vi.waitFor(async () => expect(await plannedRows(database.db, 'rate_limits')).toBe(20_000), {
        timeout: 30_000,
        interval: 100,
      });
    });
  },
  () => ({ jobs: queue }),
);
