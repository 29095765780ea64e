/**
 * What running on real infrastructure needs, on both databases: personal data encrypted with a
 * key id and rotated, files kept in S3 (a loopback s3rver) with private kinds never public, the
 * release job's partial index, clean-ups, health checks, reference data without demo contests,
 * the CLI link's token reused, and the general write limiter on a Redis store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import S3rver from '@20minutes/s3rver';
import { describeEachDatabase } from '../support/each-database';
import { apiClient, pngOfSize } from '../support/api-client';
import { buildTestApp, type TestApp } from '../support/databases';
import { DEMO_LOGIN, seedDemo } from '../../src/server/seed/demo';
import { auditLog, authors, contests, oauthStates, rateLimits, sessions, staffSessions, users } from '../../src/server/db/schema';
import { KeyRing, keyRing, newDataKey, useKeyRing } from '../../src/server/lib/crypto/data-keys';
import { rotateDataKeys } from '../../src/server/lib/crypto/rotate';
import { cleanUpExpired } from '../../src/server/modules/maintenance/cleanup';
import { s3Storage } from '../../src/server/lib/storage/storage';
import { Readable } from 'node:stream';
import { writeCliLink } from '../../src/server/admin/cli-link';
import { maskTail } from '../../src/domain/personal-data';

type Rows<T> = { rows: T[] };

describeEachDatabase('operations', ({ get, kind }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  const raw = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as Rows<T>).rows;

  it('stores the birth date and social account encrypted, with their key id, and answers them in clear to the author', async () => {
    const token = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const base = { pen_name: 'Mara Quill', gender: 'female', email: 'mara.quill@writers-center.test', country: 'PH' };
    expect(
      (await api.post('/v1/author.modify', token, { ...base, birth_date: '1994-06-12', social_account: 'fb.com/maraquill' })).body
        .code,
    ).toBe(200);
    const [stored] = await raw<{ birth_date: string; social_account: string }>(
      sql`select a.birth_date, a.social_account from authors a join users u on u.id = a.user_id where u.email = ${DEMO_LOGIN.email}`,
    );
    expect(stored.birth_date).toMatch(new RegExp(`^enc:v1:${keyRing().current.id}:`));
    expect(stored.birth_date).not.toContain('1994');
    expect(stored.social_account).not.toContain('maraquill');
    const profile = (await api.get('/v1/author.profile', token)).body.data;
    expect(profile).toMatchObject({ birth_date: '1994-06-12', social_account: 'fb.com/maraquill' });
  });

  it('reveals one personal value after the password again, records the reveal, and masks to the last four characters', async () => {
    const token = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const [{ id: userId }] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
    const reveals = () => db().select().from(auditLog).where(and(eq(auditLog.action, 'personal.reveal'), eq(auditLog.actorId, userId)));
    const before = (await reveals()).length;
    const wrong = await api.post('/v1/author.personalReveal', token, { field: 'birth_date', password: 'not-the-password' });
    expect(wrong.body.code).toBe(4001);
    expect(wrong.body.data.fields).toEqual({ password: 'That password is not right' });
    expect(await reveals()).toHaveLength(before);
    const ok = await api.post('/v1/author.personalReveal?lang=de', token, { field: 'birth_date', password: DEMO_LOGIN.password });
    expect(ok.body).toEqual({
      code: 200,
      desc: 'Nur für Sie angezeigt; dieser Abruf wird protokolliert',
      data: { field: 'birth_date', value: '1994-06-12' },
    });
    const recorded = (await reveals()).slice(before);
    expect(recorded).toEqual([expect.objectContaining({ actorKind: 'author', subjectKind: 'author', subjectId: String(userId), after: { field: 'birth_date' } })]);
    expect(JSON.stringify(recorded)).not.toContain('1994');
    expect(maskTail('1994-06-12')).toBe('••••••6-12');
    expect(maskTail('DE89370400440532013000')).toBe('••••••••••••••••••3000');
    expect(maskTail('123')).toBe('•••');
  });

  it('keys:rotate re-encrypts every value (clear ones from before too) under the newest key, resumably, and they still read', async () => {
    const before = keyRing();
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
    // A value written before encryption existed, in clear.
    await db().execute(sql`update authors set social_account = 'legacy-clear' where user_id = ${user.id}`);
    // A new key first; the older ones stay, to read what they encrypted (the demo, from the run's template, too).
    const rotated = new KeyRing([newDataKey(before.ids), ...before.keys]);
    useKeyRing(rotated);
    try {
      // Stopped after the first batch of one row, then resumed: nothing is done twice, nothing left.
      const first = await rotateDataKeys(db(), rotated, { batchSize: 1, onBatch: () => {} });
      expect(first.rewritten).toBeGreaterThan(0);
      const again = await rotateDataKeys(db(), rotated, { batchSize: 1 });
      expect(again.rewritten).toBe(0);
      const left = await raw<{ n: number }>(
        sql`select count(*)::int as n from authors where (birth_date is not null and birth_date not like ${`enc:v1:${rotated.current.id}:%`}) or (social_account is not null and social_account not like ${`enc:v1:${rotated.current.id}:%`})`,
      );
      expect(left[0].n).toBe(0);
      const [row] = await db()
        .select({ birthDate: authors.birthDate, socialAccount: authors.socialAccount })
        .from(authors)
        .where(eq(authors.userId, user.id));
      expect(row).toEqual({ birthDate: '1994-06-12', socialAccount: 'legacy-clear' });
    } finally {
      useKeyRing(rotated);
    }
  });

  it('keeps a keyed hash for lookups that survives a rotation (every key’s hash is tried)', () => {
    const older = new KeyRing([newDataKey()]);
    const newer = new KeyRing([newDataKey(older.ids), older.current]);
    const stored = older.hash('AB 12 34 56');
    expect(newer.hashes('ab123456')).toContain(stored);
    expect(newer.hash('ab123456')).not.toBe(stored);
    expect(() => older.decrypt(newer.encrypt('x', 'authors.birth_date'), 'authors.birth_date')).toThrow(/not in DATA_KEYS/);
    // A value moved to another column does not decrypt there.
    expect(() => newer.decrypt(newer.encrypt('x', 'authors.birth_date'), 'authors.social_account')).toThrow();
  });

  it('serves the release job’s query from the partial index (EXPLAIN)', async () => {
    const plan = await db().transaction(async (tx) => {
      // With the demo's 1,200-chapter novel and fresh statistics, the planner chooses the partial index by itself.
      await tx.execute(sql`analyze chapters`);
      const result = (await tx.execute(
        sql`explain select id from chapters where status = 'scheduled' and release_at <= now()`,
      )) as unknown as Rows<Record<string, string>>;
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    console.log(`[${kind}] release query plan:\n${plan}`);
    expect(plan).toContain('chapters_scheduled_release_idx');
    // Without the index (as before this change) the same query walks a whole other index (or the table).
    let without = '';
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`drop index chapters_scheduled_release_idx`);
        const result = (await tx.execute(sql`explain select id from chapters where status = 'scheduled' and release_at <= now()`)) as unknown as Rows<Record<string, string>>;
        without = result.rows.map((r) => Object.values(r)[0]).join('\n');
        tx.rollback();
      })
      .catch(() => undefined);
    console.log(`[${kind}] without the partial index:\n${without}`);
    expect(without).toMatch(/Scan/);
    expect(without).not.toContain('chapters_scheduled_release_idx');
  });

  it('deletes expired sessions, throttle rows and social sign-in states', async () => {
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
    const longAgo = new Date(Date.now() - 30 * 86_400_000);
    await db().insert(sessions).values({ userId: user.id, tokenHash: 'expired-long-ago', expiresAt: longAgo });
    await db().insert(rateLimits).values({ key: 'test:expired', hits: 3, resetAt: longAgo });
    await db()
      .insert(oauthStates)
      .values({
        state: 'expired-state',
        provider: 'x',
        codeVerifier: 'v',
        nonce: 'n',
        redirectUri: 'http://127.0.0.1/',
        expiresAt: longAgo,
      });
    const removed = await cleanUpExpired(db());
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.rateLimits).toBeGreaterThanOrEqual(1);
    expect(removed.oauthStates).toBe(1);
    expect(await db().select().from(sessions).where(eq(sessions.tokenHash, 'expired-long-ago'))).toEqual([]);
  });

  it('answers /healthz and /readyz for a load balancer', async () => {
    expect((await get().app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await get().app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('upserts reference data at boot but creates contests only in demo mode, and is not ready with a migration missing', async () => {
    const fresh = await buildTestApp(kind);
    try {
      expect(await fresh.database.db.select().from(contests)).toEqual([]);
      // /readyz is not ready while a migration of this build is missing from the database.
      await fresh.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
      const pending = await fresh.app.inject({ url: '/readyz' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/^migrations pending/) });
      const genres = await fresh.database.db.execute(sql`select count(*)::int as n from genres`);
      expect((genres as unknown as Rows<{ n: number }>).rows[0].n).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });

  it('reuses the CLI link’s token on the next boot and revokes it at shutdown', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wc-link-'));
    try {
      const count = async () => (await db().select().from(staffSessions)).length;
      const before = await count();
      await writeCliLink(db(), dataDir, 'http://127.0.0.1:1'); // a crash: the file stays
      const stop = await writeCliLink(db(), dataDir, 'http://127.0.0.1:2');
      expect(await count()).toBe(before + 1);
      await stop();
      const live = await db().execute(
        sql`select count(*)::int as n from staff_sessions where revoked_at is null and expires_at > now()`,
      );
      expect((live as unknown as Rows<{ n: number }>).rows[0].n).toBe(before);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}, () => ({ demo: true }));

describeEachDatabase('files in S3 (loopback s3rver)', ({ kind }) => {
  let s3: S3rver;
  let testApp: TestApp;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wc-s3-ops-'));
  const api = apiClient(() => testApp.app);

  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'files', configs: [] }],
    });
    const { port } = await s3.run();
    const storage = s3Storage({
      bucket: 'files',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    testApp = await buildTestApp(kind, { storage });
    await seedDemo(testApp.database.db, storage);
  });
  afterAll(async () => {
    await testApp?.close();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores avatars in the bucket and serves them; ID photos never get a public URL, only a short signed one', async () => {
    const token = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const avatar = await api.upload('/v1/user.upload_avatar', token, await pngOfSize(2000));
    expect(avatar.body.code).toBe(200);
    const served = await testApp.app.inject({ url: avatar.body.data.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const card = await api.upload('/v1/author.uploadUserCard', token, await pngOfSize(2000));
    expect(card.body.code).toBe(200);
    const result = (await testApp.database.db.execute(
      sql`select id from uploads where kind = 'id_card' order by created_at desc limit 1`,
    )) as unknown as Rows<{ id: string }>;
    const id = result.rows[0].id;
    const key = `id_card/${id}.jpg`;
    expect((await testApp.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
    expect(await testApp.storage.read('public', key)).toBeNull();
    const signed = await testApp.storage.signedUrl(key, 60);
    expect(signed).toMatch(/X-Amz-Expires=60/);
    const viaSigned = await fetch(signed);
    expect(viaSigned.status).toBe(200);
    // The owner still reads it through the API.
    expect(
      (await testApp.app.inject({ url: '/v1/author.userCard', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
  });

  it('takes an archive as a stream, in parts, and keeps nothing of one whose stream fails', async () => {
    // 12 MiB in 64 KiB pieces: three parts of the multipart upload, never held whole by the upload.
    const pieces = Array.from({ length: 192 }, (_, i) => Buffer.alloc(64 * 1024, i % 251));
    const saved = await testApp.storage.saveStream('archive', Readable.from(pieces), 'application/zip', 'zip');
    const stored = await testApp.storage.read('private', saved.key);
    expect(stored?.data.equals(Buffer.concat(pieces))).toBe(true);
    expect(await testApp.storage.read('public', saved.key)).toBeNull();

    async function* failing() {
      yield Buffer.alloc(6 * 1024 * 1024, 1);
      throw new Error('the build failed');
    }
    await expect(testApp.storage.saveStream('archive', Readable.from(failing()), 'application/zip', 'zip')).rejects.toThrow();
    // The bucket (s3rver keeps each object as a file) holds the first archive alone.
    const objects = readdirSync(path.join(dir, 'files', 'private', 'archive')).filter((f) => f.endsWith('._S3rver_object'));
    expect(objects).toEqual([`${saved.key.slice('archive/'.length)}._S3rver_object`]);
  });
});

describe('the general write limiter on Redis (REDIS_URL)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp('pglite', { redisUrl: 'redis://127.0.0.1:6379', writesPerMinute: 3 });
  });
  afterAll(async () => testApp?.close());

  it('counts write routes per address and leaves reads alone', async () => {
    const api = apiClient(() => testApp.app);
    // Sign-up has a budget of its own, so it does not count here.
    const token = await api.signUp('limited@writers-center.test');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await api.post('/v1/author.modify', token, {})).body.code);
    expect(codes.slice(0, 3)).not.toContain(4029);
    expect(codes[3]).toBe(4029);
    for (let i = 0; i < 5; i++) expect((await api.get('/v1/author.info', token)).body.code).toBe(200);
  });
});
