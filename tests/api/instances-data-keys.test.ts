/**
 * Two server processes on one fresh PostgreSQL database without a shared DATA_KEYS. Needs the
 * local PostgreSQL (skipped, saying so, without it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { postgresAvailable } from '../support/databases';
import { call, emptyPostgresDatabase, start, type Instance } from '../support/instances';
import { DEMO_LOGIN } from '../../src/server/seed/demo';

const pgUp = await postgresAvailable();

/**
 * Two instances on one PostgreSQL database without a shared DATA_KEYS: each generates its own key
 * file, both keys called "k1". The database records the key its data is under (the first
 * instance's); the second is not ready, names DATA_KEYS, refuses personal data with that message
 * rather than a 500, and writes nothing under its own key.
 */
(pgUp ? describe : describe.skip)('two instances on one PostgreSQL without a shared DATA_KEYS', { timeout: 90_000 }, () => {
  let database: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let first: Instance;
  let second: Instance;
  let db: pg.Client;

  beforeAll(async () => {
    database = await emptyPostgresDatabase();
    // No DATA_KEYS: each instance makes a key file in its own data directory.
    const env = { DATABASE_URL: database.url, DATA_KEYS: '', REDIS_URL: '' };
    first = await start('first', { ...env, DEMO: '1' });
    second = await start('second', env);
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    const codes = await Promise.all([first?.stop(), second?.stop()]);
    await db?.end();
    await database?.drop();
    expect(codes, `${first?.output()}\n-----\n${second?.output()}`).toEqual([0, 0]);
  }, 60_000);

  it('records the first instance’s key only; the second is not ready and says DATA_KEYS', async () => {
    const { rows } = await db.query('select key_id from data_keys');
    expect(rows).toEqual([{ key_id: 'k1' }]);
    expect(await (await fetch(`${first.url}/readyz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${second.url}/readyz`);
    expect(ready.status).toBe(503);
    expect((await ready.json()) as { reason: string }).toMatchObject({ status: 'unavailable', reason: expect.stringContaining('DATA_KEYS') });
    expect(second.output()).toContain('DATA_KEYS');
  });

  it('the second refuses personal data with that message (503, never a 500) and writes nothing under its own key', async () => {
    const login = await call(second.url, 'POST', '/v1/user.email_login', undefined, { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password });
    expect(login.body.code).toBe(200);
    const token = login.body.data.token as string;
    expect((await call(first.url, 'GET', '/v1/author.profile', token)).body.code).toBe(200);
    const profile = await call(second.url, 'GET', '/v1/author.profile', token);
    expect(profile.status).toBe(503);
    expect(profile.body).toMatchObject({ code: 5003, desc: expect.stringContaining('DATA_KEYS') });
    expect(profile.body.desc).toContain('k1');
    // A mail's sealed copy is personal data too: a password reset through the second is refused, not queued under its key.
    const mails = (await db.query('select count(*)::int as n from mail_outbox')).rows[0].n as number;
    const reset = await call(second.url, 'POST', '/v1/user.password_forgot', undefined, { email: DEMO_LOGIN.email });
    expect(reset.status).toBe(503);
    expect((await db.query('select count(*)::int as n from mail_outbox')).rows[0].n).toBe(mails);
    expect((await db.query(`select key_id from data_keys`)).rows).toEqual([{ key_id: 'k1' }]);
  });
});
