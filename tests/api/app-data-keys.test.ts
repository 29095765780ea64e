import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import app from '../../src/server/app';
import { DataKeys, KeyRing, heldKeyRing } from '../../src/server/lib/crypto/data-keys';
import { DEMO_LOGIN } from '../../src/server/seed/demo';
import { ApiCode } from '../../src/domain/errors';
import { apiClient } from '../support/api-client';
import { buildTestApp, type TestApp } from '../support/databases';

/**
 * The data keys are each app's own, not the process's: two apps side by side on one database, the
 * second with another key of the same id (as two instances that each generated a "k1"), each read
 * and refuse personal data by their own keys, and neither changes the other's.
 */
describe('two apps in one process, each with its own data keys', () => {
  let first: TestApp;
  let second: FastifyInstance;
  const one = apiClient(() => first.app);
  const two = apiClient(() => second);

  beforeAll(async () => {
    // The first app: the run's keys, under which the demo was seeded.
    first = await buildTestApp('pglite', { demo: true });
    const sameId = heldKeyRing().current.id;
    second = Fastify({ logger: false });
    await second.register(app, { database: first.database, uploadsDir: first.uploadsDir, dataKeys: new DataKeys(new KeyRing([{ id: sameId, key: randomBytes(32) }])) });
    await second.ready();
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('reads personal data with the first app’s keys only, and the second refuses it naming DATA_KEYS', async () => {
    const token = await one.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const base = { pen_name: 'Mara Quill', gender: 'female', email: 'mara.quill@writers-center.test', country: 'PH' };
    expect((await one.post('/v1/author.modify', token, { ...base, birth_date: '1994-06-12', social_account: 'fb.com/maraquill' })).body.code).toBe(200);
    expect((await one.get('/v1/author.profile', token)).body.data).toMatchObject({ birth_date: '1994-06-12' });

    const refused = await two.get('/v1/author.profile', token);
    expect(refused.body.code).toBe(ApiCode.Unavailable);
    expect(refused.body.desc).toContain('DATA_KEYS');

    // The second app's refusal left the first app's keys as they were.
    expect((await one.get('/v1/author.profile', token)).body.data).toMatchObject({ birth_date: '1994-06-12', social_account: 'fb.com/maraquill' });
  });
});
