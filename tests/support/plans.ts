import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

export type PlanMode = 'force_generic_plan' | 'force_custom_plan';

/**
 * EXPLAIN of a statement as the product runs it, prepared, with PostgreSQL's choice between the plan for
 * any values and the plan for these forced to `mode`, and scans and sorts priced out: a plan that still
 * scans or sorts is one the indexes cannot give.
 */
export async function preparedPlan(db: Db, statement: { text: string; args: string[] }, mode: PlanMode): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare plan_under_test as ${statement.text}`));
    try {
      await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const result = (await tx.execute(sql.raw(`explain execute plan_under_test(${statement.args.join(', ')})`))) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    } finally {
      await tx.execute(sql`deallocate plan_under_test`);
    }
  });
}
