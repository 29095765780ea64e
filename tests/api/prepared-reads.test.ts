import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, postgresAvailable } from '../support/databases';
import { preparedRead } from '../../src/server/db/prepared';

/** What the connection a statement runs on says of its plan choice. */
const planMode = preparedRead('plan_mode_probe', (db) => db.select({ mode: sql<string>`current_setting('plan_cache_mode')`.as('mode') }).from(sql`(select 1) as one`));

const onPostgres = await postgresAvailable();

describe.skipIf(!onPostgres)('prepared reads on PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase('postgres');
  });
  afterAll(async () => fresh?.dispose());

  it('run on connections that keep one plan for any values, while every other query plans for its own', async () => {
    const db = fresh.database.db;
    expect(await planMode(db, {})).toEqual([{ mode: 'force_generic_plan' }]);
    const { rows } = (await db.execute(sql`select current_setting('plan_cache_mode') as mode`)) as unknown as { rows: { mode: string }[] };
    expect(rows).toEqual([{ mode: 'auto' }]);
    // In a transaction, a prepared read is the transaction's own statement.
    expect(await db.transaction(async (tx) => planMode(tx, {}))).toEqual([{ mode: 'auto' }]);
  });
});
