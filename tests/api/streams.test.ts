import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { linkIn } from '../support/smtp';
import { mailOutbox } from '../../src/server/db/schema';
import { deliverable } from '../../src/server/modules/mail/outbox';
import { STREAM_LIMITS } from '../../src/server/modules/notification/stream';

interface OpenStream {
  status: number;
  body: string;
  ended: boolean;
  close(): void;
}

/** Polls a condition (no fixed sleeps): fails with `what` when it does not hold within ~10 s. */
async function until(what: string, predicate: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await predicate()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for: ${what}`);
}

/**
 * Notice streams are bounded (per account and in all) and live only as long as their session:
 * logging out or resetting the password closes them, here and on every instance (pg_notify).
 */
describeEachDatabase('notice streams: a cap per account, closed when the session ends', ({ get }) => {
  const api = apiClient(() => get().app);
  let base = '';
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    base = await get().app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const s of streams) s.close();
  });

  const openStream = (token: string): OpenStream => {
    const stream: OpenStream = { status: 0, body: '', ended: false, close: () => request.destroy() };
    const request = http.get(`${base}/v1/notification.stream`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      stream.status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (stream.body += chunk));
      res.on('end', () => (stream.ended = true));
      res.on('close', () => (stream.ended = true));
    });
    request.on('error', () => (stream.ended = true));
    streams.push(stream);
    return stream;
  };

  it('accepts a few streams per account, refuses the next with 4029, and closes them all at logout', { timeout: 60_000 }, async () => {
    const token = await api.signUp('many.tabs@example.test');
    const open = Array.from({ length: STREAM_LIMITS.perAccount }, () => openStream(token));
    await until('every allowed stream sends its first count', () => open.every((s) => s.body.includes('event: unread')));
    const refused = openStream(token);
    await until('the stream over the cap is answered', () => refused.ended && refused.body.length > 0);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 4029, data: { retryAfter: expect.any(Number) } });
    // Another account is not affected by this one's streams.
    const other = openStream(await api.signUp('one.tab@example.test'));
    await until('another account’s stream opens', () => other.body.includes('event: unread'));

    expect((await api.post('/user/logout', token)).body.code).toBe(200);
    await until('every stream of the ended session closes', () => open.every((s) => s.ended));
    expect(other.ended).toBe(false);
  });

  it('closes a user’s streams when a password reset ends their sessions', { timeout: 60_000 }, async () => {
    const email = 'reset.streams@example.test';
    const token = await api.signUp(email);
    const stream = openStream(token);
    await until('the stream opens', () => stream.body.includes('event: unread'));
    await api.post('/v1/user.password_forgot', undefined, { email });
    const [mail] = await get().database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id)).limit(1);
    const resetToken = new URL(linkIn(deliverable(mail).text, '/reset-password')).searchParams.get('token');
    expect((await api.post('/v1/user.password_reset', undefined, { token: resetToken, password: 'a-brand-new-secret' })).body.code).toBe(200);
    await until('the stream of the revoked session closes', () => stream.ended);
  });
}, () => ({ demo: true }));
