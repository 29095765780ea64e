/**
 * The planner's statistics are kept fresh by the product itself: after migrations, after seeding the
 * demo, after a bulk import, and on PGlite (no autovacuum) by the maintenance job.
 */
import { expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase, describeOnDatabase } from '../support/each-database';
import type { Db } from '../../src/server/db/client';
import { CLEANUP_JOB, STATISTICS_JOB, keepStatisticsFresh } from '../../src/server/modules/maintenance';
import { inProcessQueue, type JobQueue } from '../../src/server/lib/jobs/queue';
import { ingestComments, simulatedComments } from '../../src/server/modules/comment';
import { apiClient } from '../support/api-client';
import { newAuthor } from '../support/contracts';
import pino from 'pino';

const queue = inProcessQueue(pino({ level: 'silent' }));

/** The queue, with the recurring jobs the app asks for written down instead of timed. */
function recordingQueue(): JobQueue & { asked: Map<string, number> } {
  const inner = inProcessQueue(pino({ level: 'silent' }));
  const asked = new Map<string, number>();
  return { ...inner, asked, every: (name, intervalMs) => void asked.set(name, intervalMs) };
}
const onPglite = recordingQueue();
const onPostgres = recordingQueue();

async function rowCount(db: Db, table: 'chapters' | 'comments'): Promise<number> {
  const { rows } = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as { rows: { n: number }[] };
  return Number(rows[0].n);
}

/** When the table was last analyzed by hand (ANALYZE), as PostgreSQL's counters say; null before. */
async function lastAnalyzed(db: Db, table: string): Promise<Date | null> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const { rows } = (await db.execute(sql`select last_analyze from pg_stat_user_tables where relname = ${table}`)) as unknown as { rows: { last_analyze: Date | string | null }[] };
  return rows[0]?.last_analyze ? new Date(rows[0].last_analyze) : null;
}

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

describeEachDatabase(
  'statistics after seeding the demo',
  ({ get }) => {
    // The demo writes a 1,200-chapter novel and hundreds of comments at once: the planner knows their sizes.
    it('leaves the planner knowing the size of every table it filled', async () => {
      const { db } = get().database;
      for (const table of ['chapters', 'comments'] as const) {
        const rows = await rowCount(db, table);
        expect(rows).toBeGreaterThan(table === 'chapters' ? 1000 : 100);
        expect(await plannedRows(db, table)).toBe(rows);
      }
    });
  },
  () => ({ demo: true }),
);

describeEachDatabase('statistics after a bulk import', ({ get }) => {
  const api = apiClient(() => get().app);
  it('analyzes the comments once an ingestion grew them by more than a tenth, and not for a few more', async () => {
    const { db } = get().database;
    const author = await newAuthor(db, api);
    const before = await rowCount(db, 'comments');
    const many = await simulatedComments(db, { novelId: author.bookId, count: Math.max(2000, before), seed: 3, prefix: 'stats-bulk' });
    expect((await ingestComments(db, many, { lang: 'en' })).accepted).toBe(many.length);
    const rows = await rowCount(db, 'comments');
    expect(await plannedRows(db, 'comments')).toBe(rows);
    const analyzedAt = await lastAnalyzed(db, 'comments');
    expect(analyzedAt).not.toBeNull();
    // A few comments more are no reason to sample the table again.
    const few = await simulatedComments(db, { novelId: author.bookId, count: 10, seed: 4, prefix: 'stats-few' });
    await ingestComments(db, few, { lang: 'en' });
    expect(await lastAnalyzed(db, 'comments')).toEqual(analyzedAt);
    expect(await plannedRows(db, 'comments')).toBe(rows);
  });
}, () => ({ demo: true }));

describeOnDatabase(
  'pglite',
  'statistics: the maintenance job asked for on PGlite',
  ({ get }) => {
    it('is asked for every five minutes, and a round on a quiet database analyzes nothing', async () => {
      expect(onPglite.asked.get(STATISTICS_JOB)).toBe(300_000);
      const { db } = get().database;
      await keepStatisticsFresh(db);
      expect(await keepStatisticsFresh(db)).toEqual([]);
    });
  },
  () => ({ jobs: onPglite, releaseIntervalMs: 60_000 }),
);

describeOnDatabase(
  'postgres',
  'statistics: no maintenance job on PostgreSQL',
  ({ get }) => {
    it('leaves the statistics to autovacuum', async () => {
      await get().app.ready();
      expect(onPostgres.asked.has(CLEANUP_JOB)).toBe(true);
      expect(onPostgres.asked.has(STATISTICS_JOB)).toBe(false);
    });
  },
  () => ({ jobs: onPostgres, releaseIntervalMs: 60_000 }),
);
