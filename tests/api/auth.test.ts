import { beforeAll, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { DEMO_LOGIN, seedDemo } from '../../src/server/seed/demo';
import { loginFailures, sessions, users } from '../../src/server/db/schema';
import { THROTTLE } from '../../src/server/modules/user/login-throttle';
import es from '../../src/server/i18n/es.json' with { type: 'json' };
import esDomain from '../../src/domain/i18n/es.json' with { type: 'json' };
import en from '../../src/server/i18n/en.json' with { type: 'json' };
import enDomain from '../../src/domain/i18n/en.json' with { type: 'json' };

describeEachDatabase('accounts and sessions', ({ get }) => {
  beforeAll(async () => {
    await seedDemo(get().database.db, get().storage);
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    get().app.inject({ method: 'POST', url, payload: payload as object, headers });
  const login = (email: string, password: string, lang = 'en-us', ip = '10.0.0.1') =>
    get().app.inject({ method: 'POST', url: `/v1/user.email_login?lang=${lang}`, payload: { email, password }, remoteAddress: ip });

  it('signs in with email and password and returns an opaque token, stored only as its hash', async () => {
    const res = await login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, desc: 'OK' });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(body.data.expires_at)).toBeGreaterThan(Date.now());
    const rows = await get().database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === body.data.token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === createHash('sha256').update(body.data.token).digest('hex'))).toBe(true);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const res = await login(`  ${DEMO_LOGIN.email.toUpperCase()} `, DEMO_LOGIN.password);
    expect(res.json().code).toBe(200);
  });

  it('answers a wrong password with a translated desc and no token', async () => {
    const res = await login(DEMO_LOGIN.email, 'wrong-password', 'es', '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 4001, desc: es['auth.login.wrongCredentials'] });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const res = await login('nobody@example.test', 'whatever-password', 'en-us', '10.0.0.3');
    expect(res.json()).toEqual({ code: 4001, desc: en['auth.login.wrongCredentials'] });
  });

  it('validates each field with the shared schema and translates the messages', async () => {
    const empty = await post('/v1/user.email_login?lang=es', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: 4001,
      desc: es['error.validation'],
      data: { fields: { email: esDomain['validation.email.required'], password: esDomain['validation.password.required'] } },
    });
    const badEmail = await post('/v1/user.email_login', { email: 'not-an-email', password: 'x' });
    expect(badEmail.json().data.fields).toEqual({ email: enDomain['validation.email.format'] });
    const wrongType = await post('/v1/user.email_login', { email: { not: 'a string' }, password: { also: 'not' } });
    expect(wrongType.json().code).toBe(4001);
    expect(Object.keys(wrongType.json().data.fields).sort()).toEqual(['email', 'password']);
  });

  it('answers malformed JSON in the envelope, without internals', async () => {
    const res = await get().app.inject({
      method: 'POST',
      url: '/v1/user.email_login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 4001, desc: en['error.invalidRequest'] });
  });

  it('rate-limits failed sign-ins per email with 4029 and a retry time', async () => {
    const email = 'throttled@example.test';
    for (let i = 0; i < THROTTLE.perEmail; i++) {
      expect((await login(email, 'wrong', 'en', `10.1.0.${i}`)).json().code).toBe(4001);
    }
    const blocked = await login(email, 'wrong', 'en', '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    const body = blocked.json();
    expect(body.code).toBe(4029);
    expect(body.data.retryAfter).toBeGreaterThan(0);
    expect(body.data.retryAfter).toBeLessThanOrEqual(THROTTLE.windowSeconds);
    expect(body.desc).toBe(en['error.tooFrequent'].replace('{seconds}', String(body.data.retryAfter)));
    expect(blocked.headers['retry-after']).toBe(String(body.data.retryAfter));
    const [{ n }] = await get()
      .database.db.select({ n: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(eq(loginFailures.bucket, `email:${email}`));
    expect(n).toBe(THROTTLE.perEmail);
  });

  it('rate-limits failed sign-ins per address', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < THROTTLE.perAddress; i++) await login(`person${i}@example.test`, 'wrong', 'en', ip);
    const blocked = await login(DEMO_LOGIN.email, DEMO_LOGIN.password, 'en', ip);
    expect(blocked.json().code).toBe(4029);
    expect((await login(DEMO_LOGIN.email, DEMO_LOGIN.password, 'en', '10.2.0.2')).json().code).toBe(200);
  });

  it('signs up with an Argon2id hash and signs the new user in', async () => {
    const res = await post('/v1/user.email_register?lang=th', { email: 'New.Author@Example.test', password: 'long-enough-pw', from_site: '520' });
    expect(res.json().code).toBe(200);
    const [row] = await get().database.db.select().from(users).where(eq(users.email, 'new.author@example.test'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.fromSite).toBe(520);
    expect(row.lang).toBe('th');
    const info = await get().app.inject({ url: '/v1/author.info', headers: { authorization: `Bearer ${res.json().data.token}` } });
    expect(info.json().data).toEqual({ author_status: 0, author_name: null, avatar: null, email: 'new.author@example.test', from_site: 520, lang: 'th' });
  });

  it('refuses a taken email with 4009 on the email field, and a short password with 4001', async () => {
    const taken = await post('/v1/user.email_register', { email: DEMO_LOGIN.email.toUpperCase(), password: 'long-enough-pw' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 4009, desc: en['auth.signup.emailTaken'], data: { fields: { email: en['auth.signup.emailTaken'] } } });
    const short = await post('/v1/user.email_register?lang=es', { email: 'short@example.test', password: 'short' });
    expect(short.json().data.fields.password).toBe(esDomain['validation.password.min'].replace('{min}', '8'));
  });

  it('logout revokes the token', async () => {
    const { token } = (await login(DEMO_LOGIN.email, DEMO_LOGIN.password, 'en', '10.3.0.1')).json().data;
    const auth = { authorization: `Bearer ${token}` };
    expect((await get().app.inject({ url: '/v1/author.info', headers: auth })).statusCode).toBe(200);
    const out = await get().app.inject({ method: 'POST', url: '/user/logout', headers: auth });
    expect(out.json().code).toBe(200);
    const after = await get().app.inject({ url: '/v1/author.info?lang=es', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 5005, desc: es['error.unauthorized'] });
  });

  it('an expired token answers 5005 with HTTP 401', async () => {
    const { token } = (await login(DEMO_LOGIN.email, DEMO_LOGIN.password, 'en', '10.3.0.2')).json().data;
    await get()
      .database.db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, createHash('sha256').update(token).digest('hex')));
    const res = await get().app.inject({ url: '/v1/author.info', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(5005);
  });

  it('author.info and notification.usercenter describe the signed-in author', async () => {
    const { token } = (await login(DEMO_LOGIN.email, DEMO_LOGIN.password, 'en', '10.3.0.3')).json().data;
    const auth = { authorization: `Bearer ${token}` };
    const info = await get().app.inject({ url: '/v1/author.info', headers: auth });
    expect(info.json()).toEqual({
      code: 200,
      desc: 'OK',
      data: { author_status: 1, author_name: 'Mara Quill', avatar: expect.stringMatching(/^\/uploads\/avatar\/[0-9a-f]{32}\.webp$/), email: DEMO_LOGIN.email, from_site: null, lang: 'en' },
    });
    const avatar = await get().app.inject({ url: info.json().data.avatar });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/webp');
    const center = await get().app.inject({ url: '/v1/notification.usercenter', headers: auth });
    expect(center.json().data).toEqual({ message_center: { unread_num: 2 } });
    for (const url of ['/v1/author.info', '/v1/notification.usercenter']) {
      const anonymous = await get().app.inject({ url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe(5005);
      const garbage = await get().app.inject({ url, headers: { authorization: 'Bearer nope' } });
      expect(garbage.json().code).toBe(5005);
    }
  });
});
