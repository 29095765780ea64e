import { describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { postgresAvailable } from '../support/databases';
import { acrossMigration, type MigratedDb as Db } from '../support/across-migration';
import { sessions } from '../../src/server/db/schema';

const pgAvailable = await postgresAvailable();
/** The migration's name without its number, which a merge may change. */
const MIGRATION = '_session_devices';

/** Two sessions from before: opened on different days, one of them since revoked. */
async function sessionsFromBefore(db: Db) {
  await db.execute(sql`insert into users (email) values ('before@example.test')`);
  await db.execute(sql`
    insert into sessions (user_id, token_hash, created_at, expires_at, revoked_at)
    select (select id from users), s.hash, s.created::timestamptz, s.created::timestamptz + interval '30 days', s.revoked::timestamptz
    from (values ('hash-a', '2026-10-01T08:00:00Z', null), ('hash-b', '2026-11-02T09:30:00Z', '2026-11-03T10:00:00Z')) as s(hash, created, revoked)`);
}

/** What the list of sessions reads afterwards: no browser known, and last seen when each was opened, never later. */
async function afterMigration(db: Db) {
  const rows = await db.select().from(sessions).orderBy(asc(sessions.id));
  return rows.map((r) => ({ userAgent: r.userAgent, lastSeen: r.lastSeenAt.toISOString(), opened: r.createdAt.toISOString() }));
}

const expected = [
  { userAgent: null, lastSeen: '2026-10-01T08:00:00.000Z', opened: '2026-10-01T08:00:00.000Z' },
  { userAgent: null, lastSeen: '2026-11-02T09:30:00.000Z', opened: '2026-11-02T09:30:00.000Z' },
];

describe('the migration that keeps sessions’ browsers and last use', () => {
  it('says a session from before was last seen when it was opened [pglite]', { timeout: 120_000 }, async () => {
    expect(await acrossMigration('pglite', MIGRATION, sessionsFromBefore, afterMigration)).toEqual(expected);
  });

  it.runIf(pgAvailable)('says a session from before was last seen when it was opened [postgres]', { timeout: 120_000 }, async () => {
    expect(await acrossMigration('postgres', MIGRATION, sessionsFromBefore, afterMigration)).toEqual(expected);
  });
});
