/**
 * Several instances, for real: two server processes (tsx src/server/server.ts) on one fresh
 * PostgreSQL database, files in an S3-protocol server this test starts on loopback (s3rver), jobs on
 * pg-boss, the same DATA_KEYS. Needs the local PostgreSQL (skipped, saying so, without it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import S3rver from '@20minutes/s3rver';
import { PG_ADMIN_URL, postgresAvailable } from '../support/databases';
import { call, root, start, until, type Instance } from '../support/instances';
import { DEMO_ADMIN, DEMO_LOGIN } from '../../src/server/seed/demo';

const pgUp = await postgresAvailable();

// Two servers, PostgreSQL and an S3 server share the machine with the rest of the run: waits are for conditions,
// bounded well above what they take on a busy machine.
(pgUp ? describe : describe.skip)('two instances on one PostgreSQL, files in S3', { timeout: 90_000 }, () => {
  const dbName = `wc_test_${randomBytes(6).toString('hex')}`;
  const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'wc-s3-'));
  let s3: S3rver;
  let a: Instance;
  let b: Instance;
  let db: pg.Client;
  let bootMs = 0;
  let s3Port = 0;
  let token = '';

  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'wc-files', configs: [] }],
    });
    ({ port: s3Port } = await s3.run());
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    const key = (n: number) => Buffer.alloc(32, n).toString('base64');
    const env = {
      DATABASE_URL: url.toString(),
      DATA_KEYS: JSON.stringify([{ id: 'k1', key: key(7) }]),
      S3_BUCKET: 'wc-files',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_FORCE_PATH_STYLE: '1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      RELEASE_INTERVAL_MS: '1000',
      SIGNINS_PER_ADDRESS_15MIN: '8',
      REDIS_URL: '',
    };
    const t0 = Date.now();
    // Both at once on the empty database: one migrates under the advisory lock, the other waits.
    [a, b] = await Promise.all([start('a', { ...env, DEMO: '1' }), start('b', env)]);
    bootMs = Date.now() - t0;
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await db?.end();
    await s3?.close();
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await rm(s3Dir, { recursive: true, force: true });
    // A SIGTERM drains and exits 0.
    expect(codes, `${a?.output()}\n-----\n${b?.output()}`).toEqual([0, 0]);
  }, 60_000);

  it('both boot at once on one empty database and are ready', async () => {
    console.log(`[instances] both booted in ${bootMs} ms`);
    for (const i of [a, b]) {
      expect((await fetch(`${i.url}/healthz`)).status).toBe(200);
      expect(await (await fetch(`${i.url}/readyz`)).json()).toEqual({ status: 'ok' });
    }
    const { rows } = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const journal = JSON.parse(readFileSync(path.join(root, 'src/server/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(rows[0].n).toBe(journal.entries.length);
  });

  it('a session made on one works on the other', async () => {
    const login = await call(a.url, 'POST', '/v1/user.email_login', undefined, {
      email: DEMO_LOGIN.email,
      password: DEMO_LOGIN.password,
    });
    expect(login.body.code).toBe(200);
    token = login.body.data.token;
    const info = await call(b.url, 'GET', '/v1/author.info', token);
    expect(info.body.code).toBe(200);
  });

  it('a notice written through one reaches a stream open on the other (LISTEN/NOTIFY)', async () => {
    const staff = await call(a.url, 'POST', '/admin/v1/staff.login', undefined, {
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
    });
    expect(staff.body.code).toBe(200);
    const before = (await call(b.url, 'GET', '/v1/notification.usercenter', token)).body.data.message_center.unread_num as number;
    const stream = await fetch(`${b.url}/v1/notification.stream`, { headers: { authorization: `Bearer ${token}` } });
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = stream.body!.getReader();
    let text = '';
    const heard = (n: number) => text.includes(`"unread_num":${n}`);
    const read = async (n: number) => {
      const deadline = Date.now() + 60_000;
      while (!heard(n) && Date.now() < deadline) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<{ done: true; value: undefined }>((r) => setTimeout(() => r({ done: true, value: undefined }), 500)),
        ]);
        if (chunk.value) text += new TextDecoder().decode(chunk.value);
      }
      return heard(n);
    };
    expect(await read(before)).toBe(true);
    const published = await call(a.url, 'POST', '/admin/v1/announcement.publish', staff.body.data.token, {
      audience: 'all',
      titles: { en: 'Across instances' },
      bodies: { en: 'Heard on the other one' },
    });
    expect(published.body.code).toBe(200);
    expect(await read(before + 1)).toBe(true);
    await reader.cancel();
  });

  it('a cover uploaded through one is served by the other (S3 driver)', async () => {
    const image = await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'cover.png');
    const res = await fetch(`${a.url}/v1/writeCenter.coverUpload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json()) as { code: number; data: { cover_url: string } };
    expect(body.code).toBe(200);
    const served = await fetch(`${b.url}${body.data.cover_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    // The object is in the bucket, under public/, not on either instance's disk.
    const id = body.data.cover_url.split('/').pop()!.split('.')[0];
    const inBucket = (readdirSync(s3Dir, { recursive: true }) as string[]).filter((f) => f.includes(id));
    expect(inBucket.some((f) => f.includes(`wc-files${path.sep}public${path.sep}cover`))).toBe(true);
    expect(s3Port).toBeGreaterThan(0);
  });

  it('counts the sign-in throttle across both', async () => {
    // Right passwords, so only the per-address budget (8 per 15 minutes) can refuse: one sign-in was made
    // above, seven more alternate between the instances (four and four: under the budget of either alone),
    // and the ninth is refused wherever it lands.
    const attempt = (i: Instance) =>
      call(i.url, 'POST', '/v1/user.email_login', undefined, { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password });
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await attempt(i % 2 ? b : a)).body.code);
    expect(codes.filter((c) => c === 4029)).toEqual([]);
    expect((await attempt(b)).body.code).toBe(4029);
    expect((await attempt(a)).body.code).toBe(4029);
  });

  it('releases a chapter scheduled on one exactly once', async () => {
    const { rows: novels } = await db.query(
      `select n.id from novels n join users u on u.id = n.author_id where u.email = $1 and n.status <> 'deleted' and n.review_status = 'passed' order by n.id limit 1`,
      [DEMO_LOGIN.email],
    );
    const releaseAt = new Date(Date.now() + 2500);
    const content = Array.from({ length: 600 }, (_, i) => `word${i}`).join(' ');
    const added = await call(b.url, 'POST', '/v1/writeCenter.chapterAdd', token, {
      original_book_id: novels[0].id,
      title: 'The Two Doors',
      content,
      action: 'schedule',
      release_at: releaseAt.toISOString(),
    });
    expect(added.body.code, JSON.stringify(added.body)).toBe(200);
    const id = added.body.data.original_chapter_id as number;
    await until(
      'the release',
      async () => (await db.query('select status from chapters where id = $1', [id])).rows[0].status as string,
      (s) => s === 'released',
    );
    // Both instances queue the job every second; give them a few more rounds to try again.
    await until(
      'a few more job rounds',
      async () =>
        (await db.query(`select count(*)::int as n from pgboss.job where name = 'chapters.release' and state = 'completed'`))
          .rows[0].n as number,
      (n) => n >= 4,
    );
    const { rows: log } = await db.query('select count(*)::int as n from writing_log where chapter_id = $1 and released = 1', [
      id,
    ]);
    expect(log[0].n).toBe(1);
  }, 60_000);
});
