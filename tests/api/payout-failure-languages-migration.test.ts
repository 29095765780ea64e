import { describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { postgresAvailable } from '../support/databases';
import { acrossMigration, type MigratedDb as Db } from '../support/across-migration';
import { payouts } from '../../src/server/db/schema';
import { toPayoutWire } from '../../src/server/modules/payout/service';

const pgAvailable = await postgresAvailable();
/** The migration's name without its number, which a merge may change. */
const MIGRATION = '_payout_failure_languages';

/** Payouts from before: one failed with an English reason, one paid (no reason). */
async function payoutsFromBefore(db: Db) {
  await db.execute(sql`insert into users (email) values ('before@example.test')`);
  await db.execute(sql`
    insert into payouts (author_id, month, currency, amount_minor, threshold_minor, status, failure_reason)
    select (select id from users), m.month, 'USD', 8000, 5000, m.status, m.reason
    from (values ('2026-09', 'failed', 'The bank returned the transfer: account closed'), ('2026-10', 'paid', null)) as m(month, status, reason)`);
}

/** What authors read afterwards: the old reason is English, shown as it is to an English reader and marked for a Thai one. */
async function afterMigration(db: Db) {
  const rows = await db.select().from(payouts).orderBy(asc(payouts.month));
  return {
    stored: rows.map((r) => r.failureReason),
    en: rows.map((r) => [toPayoutWire(r, 'en').failure_reason, toPayoutWire(r, 'en').failure_reason_fallback]),
    th: rows.map((r) => [toPayoutWire(r, 'th').failure_reason, toPayoutWire(r, 'th').failure_reason_fallback]),
  };
}

const REASON = 'The bank returned the transfer: account closed';
const expected = {
  stored: [{ en: REASON }, null],
  en: [[REASON, false], [null, false]],
  th: [[REASON, true], [null, false]],
};

describe('the migration that writes payout failure reasons per language', () => {
  it('keeps each existing reason as its English text [pglite]', { timeout: 120_000 }, async () => {
    expect(await acrossMigration('pglite', MIGRATION, payoutsFromBefore, afterMigration)).toEqual(expected);
  });

  it.runIf(pgAvailable)('keeps each existing reason as its English text [postgres]', { timeout: 120_000 }, async () => {
    expect(await acrossMigration('postgres', MIGRATION, payoutsFromBefore, afterMigration)).toEqual(expected);
  });
});
