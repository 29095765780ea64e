import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { buildTestApp, postgresAvailable, type TestApp } from '../support/databases';
import { apiClient } from '../support/api-client';
import { auditLog, mailOutbox, sessions } from '../../src/server/db/schema';
import { deliverable } from '../../src/server/modules/mail/outbox';
import { LAST_SEEN_EVERY_MS } from '../../src/server/modules/user/sessions-repository';
import { translate } from '../../src/server/lib/i18n';

const PASSWORD = 'long-enough-password';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Polls a condition (no fixed sleeps): fails with `what` when it does not hold within ~10 s. */
async function until(what: string, predicate: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await predicate()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for: ${what}`);
}

/**
 * The account's own security settings: the password changed with the current one (the other
 * sessions end, their streams close, the address is mailed, the change is audited), the list of
 * sessions with their device and when they were seen, and signing one or all others out; another
 * account's session is not found.
 */
describeEachDatabase('account security: password change, sessions and devices', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  let base = '';
  const open: http.ClientRequest[] = [];

  beforeAll(async () => {
    base = await get().app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const request of open) request.destroy();
  });

  /** Signs in as a browser would, with its User-Agent (from loopback unless `address` says where). */
  const loginFrom = async (email: string, userAgent: string, password = PASSWORD, address?: string) => {
    const res = await get().app.inject({ method: 'POST', url: '/v1/user.email_login', payload: { email, password }, headers: { 'user-agent': userAgent }, ...(address ? { remoteAddress: address } : {}) });
    expect(res.json()).toMatchObject({ code: 200 });
    return (res.json() as { data: { token: string } }).data.token;
  };

  /** A live notice stream of the token's session: `ended` turns true when the server closes it. */
  const stream = (token: string) => {
    const state = { body: '', ended: false };
    const request = http.get(`${base}/v1/notification.stream`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (state.body += chunk));
      res.on('close', () => (state.ended = true));
    });
    request.on('error', () => (state.ended = true));
    open.push(request);
    return state;
  };

  const mailsTo = (email: string, template: string) =>
    db().select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template))).orderBy(desc(mailOutbox.id));

  it('changes the password: the other sessions end and their streams close, this one stays, the address is mailed, the change audited', { timeout: 60_000 }, async () => {
    const email = 'changes.password@example.test';
    const here = await api.signUp(email);
    const phone = await loginFrom(email, IPHONE);
    const laptop = await loginFrom(email, FIREFOX);
    const phoneStream = stream(phone);
    const laptopStream = stream(laptop);
    await until('both streams open', () => phoneStream.body.includes('event: unread') && laptopStream.body.includes('event: unread'));

    const res = await api.post('/v1/user.passwordChange?lang=de', here, { current_password: PASSWORD, password: 'a-brand-new-secret' });
    expect(res.body).toEqual({ code: 200, desc: translate('de', 'account.password.changed'), data: { signed_out: 2 } });

    await until('the other sessions’ streams close', () => phoneStream.ended && laptopStream.ended);
    expect((await api.get('/v1/user.sessions', phone)).status).toBe(401);
    expect((await api.get('/v1/user.sessions', laptop)).status).toBe(401);
    expect((await api.get('/v1/user.sessions', here)).body.data.list).toHaveLength(1);
    // The new password signs in; the old one no longer does.
    await api.login(email, 'a-brand-new-secret');
    expect((await api.post('/v1/user.email_login', undefined, { email, password: PASSWORD })).body.code).toBe(4001);

    const [mail] = await mailsTo(email, 'password_changed');
    expect(mail).toBeDefined();
    expect(deliverable(mail).text).toContain('http://localhost:8080/forgot-password');
    const [row] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'user.password_changed'), eq(auditLog.subjectUserId, await userIdOf(here))));
    expect(row).toMatchObject({ actorKind: 'author', subjectKind: 'user', after: { signed_out: 2 } });
  });

  const userIdOf = async (token: string) => {
    const res = await api.get('/v1/user.sessions', token);
    const current = (res.body.data.list as { id: number; current: boolean }[]).find((s) => s.current)!;
    const [row] = await db().select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, current.id));
    return row.userId;
  };

  it('refuses a wrong current password on its field, and a new password that breaks the rules on its own, in one answer', async () => {
    const email = 'wrong.current@example.test';
    const token = await api.signUp(email);
    const other = await loginFrom(email, FIREFOX);
    const wrong = await api.post('/v1/user.passwordChange?lang=fr', token, { current_password: 'not-my-password', password: 'a-brand-new-secret' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 4001, data: { fields: { current_password: translate('fr', 'personal.reveal.wrongPassword') } } });
    expect(wrong.body.data.fields).not.toHaveProperty('password');

    const both = await api.post('/v1/user.passwordChange?lang=en', token, { current_password: 'not-my-password', password: '12345678' });
    expect(both.body.data.fields).toEqual({ current_password: translate('en', 'personal.reveal.wrongPassword'), password: translate('en', 'validation.password.trivial') });

    const same = await api.post('/v1/user.passwordChange?lang=en', token, { current_password: PASSWORD, password: PASSWORD });
    expect(same.body.data.fields).toEqual({ password: translate('en', 'validation.password.same') });
    const missing = await api.post('/v1/user.passwordChange?lang=en', token, {});
    expect(Object.keys(missing.body.data.fields).sort()).toEqual(['current_password', 'password']);

    // Nothing changed: the other session lives, nothing was mailed.
    expect((await api.get('/v1/user.sessions', other)).status).toBe(200);
    expect(await mailsTo(email, 'password_changed')).toEqual([]);
    expect((await api.post('/v1/user.passwordChange', undefined, { current_password: PASSWORD, password: 'a-brand-new-secret' })).status).toBe(401);
  });

  it('lists the sessions with device, system, browser, first and last seen, the current one marked', async () => {
    const email = 'lists.sessions@example.test';
    await api.signUp(email);
    // The phone signs in from an address in the United Kingdom: the list says so, and keeps only the country.
    const phone = await loginFrom(email, IPHONE, PASSWORD, '81.2.69.142');
    const laptop = await loginFrom(email, FIREFOX);
    const res = await api.get('/v1/user.sessions', laptop);
    expect(res.body.code).toBe(200);
    const list = res.body.data.list as { id: number; device: string; os: string | null; browser: string | null; first_seen: string; last_seen: string; current: boolean }[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toEqual([expect.objectContaining({ device: 'desktop', os: 'Windows 10', browser: 'Firefox 133' })]);
    expect(list).toContainEqual(expect.objectContaining({ device: 'mobile', os: 'iOS 17.5', browser: 'Safari 17', country: 'GB', current: false }));
    // Loopback has no place.
    expect(list.filter((s) => s.current)).toEqual([expect.objectContaining({ country: null })]);
    expect(Object.keys((await db().select().from(sessions).limit(1))[0])).not.toContain('ip');
    // The sign-up's session came from a client that said nothing known about itself.
    expect(list).toContainEqual(expect.objectContaining({ device: 'other', os: null, browser: null, current: false }));
    for (const s of list) expect(Date.parse(s.last_seen)).toBeGreaterThanOrEqual(Date.parse(s.first_seen));

    // A use records "last seen" once the one before has gone stale, not on every request.
    const phoneId = list.find((s) => s.os === 'iOS 17.5')!.id;
    const before = new Date(Date.now() - 10 * LAST_SEEN_EVERY_MS);
    await db().update(sessions).set({ lastSeenAt: before }).where(eq(sessions.id, phoneId));
    await api.get('/v1/user.sessions', phone);
    const [seen] = await db().select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, phoneId));
    expect(seen.at.getTime()).toBeGreaterThan(before.getTime());
    const again = (await api.get('/v1/user.sessions', laptop)).body.data.list as { id: number }[];
    expect(again[0].id).toBe(phoneId);
  });

  it('signs one session out (its stream closes), then all others; another account’s session is 4004', { timeout: 60_000 }, async () => {
    const email = 'revokes.sessions@example.test';
    const here = await api.signUp(email);
    const phone = await loginFrom(email, IPHONE);
    const laptop = await loginFrom(email, FIREFOX);
    const tablet = await loginFrom(email, FIREFOX);
    const phoneStream = stream(phone);
    const laptopStream = stream(laptop);
    await until('the streams open', () => phoneStream.body.includes('event: unread') && laptopStream.body.includes('event: unread'));
    const list = (await api.get('/v1/user.sessions', here)).body.data.list as { id: number; os: string | null }[];
    const phoneId = list.find((s) => s.os === 'iOS 17.5')!.id;

    // Someone else's session, and a made-up one, are not found (nothing tells them apart).
    const stranger = await api.signUp('stranger.sessions@example.test');
    const strangerId = ((await api.get('/v1/user.sessions', stranger)).body.data.list as { id: number }[])[0].id;
    const foreign = await api.post('/v1/user.sessionRevoke?lang=de', here, { id: strangerId });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 4004, desc: translate('de', 'account.session.notFound') });
    expect((await api.post('/v1/user.sessionRevoke', here, { id: 2_000_000_000 })).body.code).toBe(4004);
    expect((await api.get('/v1/user.sessions', stranger)).status).toBe(200);
    expect((await api.post('/v1/user.sessionRevoke?lang=en', here, {})).body).toMatchObject({ code: 4001, data: { fields: { id: translate('en', 'account.session.idOrOthers') } } });

    const one = await api.post('/v1/user.sessionRevoke?lang=en', here, { id: phoneId });
    expect(one.body).toEqual({ code: 200, desc: translate('en', 'account.sessions.revoked', { count: 1 }), data: { signed_out: 1 } });
    await until('the signed-out session’s stream closes', () => phoneStream.ended);
    expect(laptopStream.ended).toBe(false);
    expect((await api.get('/v1/user.sessions', phone)).status).toBe(401);
    // Signed out already: a second time is not found.
    expect((await api.post('/v1/user.sessionRevoke', here, { id: phoneId })).body.code).toBe(4004);

    const others = await api.post('/v1/user.sessionRevoke', here, { others: true });
    expect(others.body.data).toEqual({ signed_out: 2 });
    await until('every other session’s stream closes', () => laptopStream.ended);
    expect((await api.get('/v1/user.sessions', tablet)).status).toBe(401);
    expect((await api.get('/v1/user.sessions', here)).body.data.list).toEqual([expect.objectContaining({ current: true })]);
    expect((await api.post('/v1/user.sessionRevoke', here, { others: true })).body.data).toEqual({ signed_out: 0 });

    const audited = await db().select().from(auditLog).where(eq(auditLog.action, 'user.sessions_revoked')).orderBy(auditLog.id);
    expect(audited.map((a) => a.after)).toEqual([
      { session: phoneId, others: false, signed_out: 1 },
      { session: null, others: true, signed_out: 2 },
    ]);
  });

  it('keeps a User-Agent to its limit, and refuses an account without a password a change', async () => {
    const email = 'long.agent@example.test';
    await api.signUp(email);
    const token = await loginFrom(email, `Mozilla/5.0 ${'x'.repeat(5000)}`);
    const [row] = await db()
      .select({ length: sql<number>`length(${sessions.userAgent})` })
      .from(sessions)
      .orderBy(desc(sessions.id))
      .limit(1);
    expect(Number(row.length)).toBe(512);
    await db().execute(sql`update users set password_hash = null where lower(email) = ${email}`);
    const res = await api.post('/v1/user.passwordChange?lang=en', token, { current_password: 'anything-at-all', password: 'a-brand-new-secret' });
    expect(res.body).toMatchObject({ code: 4001, data: { fields: { current_password: translate('en', 'account.password.none') } } });
  });
});

const runOnPostgres = (await postgresAvailable()) ? describe : describe.skip;
const ROUNDS = 10;

/** Two changes of one password at the same moment, from two sessions: exactly one lands. PGlite runs one transaction at a time, so only PostgreSQL shows this. */
runOnPostgres('account security races [postgres]', () => {
  let testApp: TestApp;
  const api = apiClient(() => testApp.app);

  beforeAll(async () => {
    testApp = await buildTestApp('postgres');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it(`two password changes at once from one old password: one wins, the other answers 4009, ${ROUNDS} times out of ${ROUNDS}`, { timeout: 120_000 }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const email = `racing.change.${round}@example.test`;
      const first = await api.signUp(email);
      const second = await api.login(email, PASSWORD);
      const [a, b] = await Promise.all([
        api.post('/v1/user.passwordChange?lang=en', first, { current_password: PASSWORD, password: 'first-new-secret' }),
        api.post('/v1/user.passwordChange?lang=en', second, { current_password: PASSWORD, password: 'second-new-secret' }),
      ]);
      expect([a.body.code, b.body.code].sort(), `round ${round}: ${a.body.desc} / ${b.body.desc}`).toEqual([200, 4009]);
      const [winner, winnerToken, password] = a.body.code === 200 ? [a, first, 'first-new-secret'] : [b, second, 'second-new-secret'];
      const loser = winner === a ? b : a;
      expect(loser.status).toBe(409);
      expect(loser.body.desc).toBe(translate('en', 'account.password.changedMeanwhile'));
      // The winner's password is the account's, and the winner's session is the one left.
      await api.login(email, password);
      expect((await api.get('/v1/user.sessions', winnerToken)).status).toBe(200);
      expect((await api.get('/v1/user.sessions', winner === a ? second : first)).status).toBe(401);
      const mails = await testApp.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'password_changed')));
      expect(mails).toHaveLength(1);
    }
  });
});
