import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import app from '../../src/server/app';
import { httpOptions } from '../../src/server/http-options';
import { users } from '../../src/server/db/schema';
import { freshDatabase } from '../support/databases';
import { apiClient } from '../support/api-client';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Runs requests that fail in every way a log could leak through, then reads the whole log. */
describe('logs hold no secrets or personal data', () => {
  const lines: string[] = [];
  let server: FastifyInstance;
  let dispose: () => Promise<void>;
  let db: Awaited<ReturnType<typeof freshDatabase>>['database']['db'];
  const api = apiClient(() => server);

  beforeAll(async () => {
    const fresh = await freshDatabase('pglite');
    dispose = fresh.dispose;
    db = fresh.database.db;
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    server = Fastify(httpOptions({ logLevel: 'trace', logStream }));
    await server.register(app, { database: fresh.database, uploadsDir: await mkdtemp(path.join(os.tmpdir(), 'wc-logs-')) });
    await server.ready();
  });
  afterAll(async () => {
    await server?.close();
    await dispose?.();
  });

  it('logs requests by path, errors without the values of a failed query, and nothing personal', async () => {
    const email = 'private.person@example.test';
    const password = 'Quiet-Harbour-Lantern-77';
    const token = await api.signUp(email, password);
    await api.post('/v1/user.email_login', undefined, { email, password: 'wrong-password-123' });
    await api.login(email, password);
    await api.get(`/v1/author.info?token=${token}&email=${encodeURIComponent(email)}`, token);
    await api.post('/v1/author.add', token, { pen_name: 'Hidden Penname', gender: 'robot', email, country: 'FR', editor_id: 1, accept_privacy: true });
    await api.post('/v1/author.modify', token, { pen_name: 'Hidden Penname', gender: 'female', email, country: 'FR', birth_date: '1990-02-03' });
    await server.inject({ url: `/v1/nothing?email=${encodeURIComponent(email)}` });
    // Signing links: the token travels in a query (the session) and a body (the signature).
    const signingToken = 'SigningLinkToken0123456789abcdefghijklmnopq';
    await server.inject({ url: `/v1/sign.session?token=${signingToken}` });
    await api.post('/v1/sign.autograph', undefined, { token: signingToken, signature: 'data:image/png;base64,AAAA', intent: true });

    // A failed query whose parameters are a password hash and an email, logged as the error handler logs it.
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const failed = await db.execute(sql`select ${user.passwordHash}::int, ${email}::int`).catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(Error);
    server.log.error({ err: failed }, 'unhandled error');

    const log = lines.join('');
    expect(log).toContain('/v1/author.info');
    expect(log).toContain('Failed query');
    expect(log).toContain('/v1/sign.session');
    for (const secret of [email, encodeURIComponent(email), password, 'wrong-password-123', token, user.passwordHash, '$argon2id$', 'Hidden Penname', '1990-02-03', 'SigningLinkToken']) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
  });
});

/** Production's default (LOG_REQUESTS off): no line per request, so logging costs nothing on the hot path. */
describe('request lines can be turned off', () => {
  it('answers without writing a line per request', async () => {
    const lines: string[] = [];
    const fresh = await freshDatabase('pglite');
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const quiet = Fastify(httpOptions({ logLevel: 'info', logStream, logRequests: false }));
    try {
      await quiet.register(app, { database: fresh.database, uploadsDir: await mkdtemp(path.join(os.tmpdir(), 'wc-logs-')) });
      await quiet.ready();
      lines.length = 0;
      for (let i = 0; i < 5; i++) expect((await quiet.inject({ url: '/v1/site.config' })).statusCode).toBe(200);
      expect(lines.filter((l) => /incoming request|request completed/.test(l))).toEqual([]);
    } finally {
      await quiet.close();
      await fresh.dispose();
    }
  });
});

/** With request lines on: one line per answered request, its method, path (no query), status and time, and no other. */
describe('request lines', () => {
  it('writes one line per request when it is answered', async () => {
    const lines: string[] = [];
    const fresh = await freshDatabase('pglite');
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = Fastify(httpOptions({ logLevel: 'info', logStream, logRequests: true }));
    try {
      await logged.register(app, { database: fresh.database, uploadsDir: await mkdtemp(path.join(os.tmpdir(), 'wc-logs-')) });
      await logged.ready();
      lines.length = 0;
      for (let i = 0; i < 3; i++) expect((await logged.inject({ url: '/v1/site.config?lang=de' })).statusCode).toBe(200);
      const requestLines = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => /request/.test(String(l.msg)));
      expect(requestLines).toHaveLength(3);
      for (const line of requestLines) {
        expect(line).toMatchObject({ msg: 'request completed', method: 'GET', path: '/v1/site.config', status: 200 });
        expect(line.ms).toEqual(expect.any(Number));
        expect(line.reqId).toEqual(expect.any(String));
      }
    } finally {
      await logged.close();
      await fresh.dispose();
    }
  });
});
