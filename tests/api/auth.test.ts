import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, buildTestApp, postgresAvailable, type TestApp } from '../support/databases';
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { DEMO_LOGIN } from '../../src/server/seed/demo';
import { emailTokens, loginFailures, mailOutbox, rateLimits, sessions, userDevices, users } from '../../src/server/db/schema';
import { deliverable } from '../../src/server/modules/mail/outbox';
import { EMAIL_LINKS } from '../../src/server/modules/user/email-links';
import { translate } from '../../src/server/lib/i18n';
import { THROTTLE, loginThrottle } from '../../src/server/modules/user/login-throttle';
import es from '../../src/server/i18n/es.json' with { type: 'json' };
import esDomain from '../../src/domain/i18n/es.json' with { type: 'json' };
import en from '../../src/server/i18n/en.json' with { type: 'json' };
import enDomain from '../../src/domain/i18n/en.json' with { type: 'json' };

describeEachDatabase('accounts and sessions', ({ get }) => {

  const db = () => get().database.db;
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

  const loginFrom = (email: string, password: string, ip: string, device?: string) =>
    get().app.inject({ method: 'POST', url: '/v1/user.email_login?lang=de', payload: { email, password }, remoteAddress: ip, headers: device ? { 'x-device-id': device } : {} });
  /** Moves every recorded failure `seconds` into the past, as if that time had gone by. */
  const timePasses = (seconds: number) =>
    get().database.db.update(loginFailures).set({ createdAt: sql`${loginFailures.createdAt} - make_interval(secs => ${seconds})` });

  it('slows a stranger down per account and address, doubling the wait, and says how long', async () => {
    const email = 'throttled@example.test';
    expect((await post('/v1/user.email_register', { email, password: 'a-long-enough-secret' })).json().code).toBe(200);
    for (let i = 0; i < THROTTLE.freePerPair; i++) expect((await loginFrom(email, 'wrong', '10.1.0.1')).json().code).toBe(4001);
    const slowed = await loginFrom(email, 'wrong', '10.1.0.1');
    expect(slowed.statusCode).toBe(429);
    const body = slowed.json();
    expect(body.code).toBe(4029);
    expect(body.data.retryAfter).toBeGreaterThan(THROTTLE.baseDelaySeconds - 5);
    expect(body.data.retryAfter).toBeLessThanOrEqual(THROTTLE.baseDelaySeconds);
    expect(body.desc).toBe(translate('de', 'auth.login.slowDownSeconds', { seconds: body.data.retryAfter }));
    expect(body.desc).not.toBe('auth.login.slowDownSeconds');
    expect(slowed.headers['retry-after']).toBe(String(body.data.retryAfter));
    // Slowed, not locked: once the wait is over the next guess is heard, and the wait after it doubles.
    await timePasses(THROTTLE.baseDelaySeconds);
    expect((await loginFrom(email, 'wrong', '10.1.0.1')).json().code).toBe(4001);
    const doubled = (await loginFrom(email, 'wrong', '10.1.0.1')).json();
    expect(doubled.data.retryAfter).toBeGreaterThan(THROTTLE.baseDelaySeconds);
    expect(doubled.data.retryAfter).toBeLessThanOrEqual(THROTTLE.baseDelaySeconds * 2);
    // The owner, elsewhere, is not kept out by the stranger's guesses.
    expect((await loginFrom(email, 'a-long-enough-secret', '10.1.9.9')).json().code).toBe(200);
  });

  it('mails the owner a one-time sign-in link while sign-in is slowed down, which signs them in past the throttle, once', async () => {
    const email = 'locked.out@example.test';
    const guesser = '10.6.0.1';
    expect((await post('/v1/user.email_register', { email, password: 'owner-secret-phrase' })).json().code).toBe(200);
    for (let i = 0; i < THROTTLE.freePerPair; i++) await loginFrom(email, 'wrong', guesser);
    // The owner shares the guesser's network: the right password waits too.
    expect((await loginFrom(email, 'owner-secret-phrase', guesser)).json().code).toBe(4029);
    const linkMails = () => db().select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'signin_link')));

    // Not slowed (another address, an unknown account): the same answer, and nothing is mailed.
    const ask = (address: string, ip = guesser) => get().app.inject({ method: 'POST', url: '/v1/user.signin_link_request?lang=es', payload: { email: address }, remoteAddress: ip });
    for (const res of [await ask(email, '10.6.9.9'), await ask('nobody.slowed@example.test')]) expect(res.json()).toEqual({ code: 200, desc: translate('es', 'auth.signInLink.requested') });
    expect(await linkMails()).toEqual([]);

    const asked = await ask(` ${email.toUpperCase()} `);
    expect(asked.json()).toEqual({ code: 200, desc: translate('es', 'auth.signInLink.requested') });
    const [mail] = await linkMails();
    expect(mail).toMatchObject({ subject: translate('en', 'mail.signin_link.subject') });
    // Staff read the link redacted; only the sender's sealed copy holds the token, and the database its hash.
    const link = /https?:\/\/\S+\/login\?signin_token=([A-Za-z0-9_-]+)/.exec(deliverable(mail).text);
    expect(link).not.toBeNull();
    const token = link![1];
    expect(mail.textBody).not.toContain(token);
    expect(mail.htmlBody).not.toContain(token);
    expect(mail.textBody).toContain('REDACTED');
    const [stored] = await db().select().from(emailTokens).where(and(eq(emailTokens.email, email), eq(emailTokens.purpose, 'sign_in')));
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeCloseTo(EMAIL_LINKS.signInMinutes * 60_000, -3);

    // A guess at a link is refused; the link itself signs the owner in where the password still waits.
    const follow = (t: string) => get().app.inject({ method: 'POST', url: '/v1/user.signin_link?lang=de', payload: { token: t }, remoteAddress: guesser });
    expect((await follow('A'.repeat(43))).json()).toEqual({ code: 4001, desc: translate('de', 'auth.link.invalid') });
    const signedIn = await follow(token);
    expect(signedIn.json().code).toBe(200);
    const info = await get().app.inject({ url: '/v1/author.info', headers: { authorization: `Bearer ${signedIn.json().data.token}` } });
    expect(info.json().data).toMatchObject({ email, email_verified: true });
    // Once only.
    expect((await follow(token)).json()).toEqual({ code: 4001, desc: translate('de', 'auth.link.invalid') });
    // The failures from that address are forgiven, as after a password sign-in.
    expect((await loginFrom(email, 'owner-secret-phrase', guesser)).json().code).toBe(200);
  });

  it('keeps a sign-in link short-lived: an expired one signs nobody in, and a new one spends the older', async () => {
    const email = 'short.lived@example.test';
    const ip = '10.7.0.1';
    await post('/v1/user.email_register', { email, password: 'owner-secret-phrase' });
    for (let i = 0; i < THROTTLE.freePerPair; i++) await loginFrom(email, 'wrong', ip);
    const ask = () => get().app.inject({ method: 'POST', url: '/v1/user.signin_link_request', payload: { email }, remoteAddress: ip });
    const newestToken = async () => {
      const [mail] = await db().select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'signin_link'))).orderBy(desc(mailOutbox.id)).limit(1);
      return /login\?signin_token=([A-Za-z0-9_-]+)/.exec(deliverable(mail).text)![1];
    };
    const follow = (token: string) => get().app.inject({ method: 'POST', url: '/v1/user.signin_link', payload: { token }, remoteAddress: ip });
    await ask();
    const first = await newestToken();
    await ask();
    const second = await newestToken();
    expect(second).not.toBe(first);
    expect((await follow(first)).json().code).toBe(4001);
    await db().update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(emailTokens.email, email), eq(emailTokens.purpose, 'sign_in')));
    expect((await follow(second)).json().code).toBe(4001);
    // A few a mailbox an hour, whatever is asked.
    for (let i = 0; i < EMAIL_LINKS.signInMailsPerAddressHour + 2; i++) await ask();
    const mails = await db().select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'signin_link')));
    expect(mails).toHaveLength(EMAIL_LINKS.signInMailsPerAddressHour);
  });

  it('lets the owner in from a device they signed in from before, even where a stranger is being slowed', async () => {
    const email = 'owner@example.test';
    const device = 'c2f1c0de-5e3f-4b5a-9c1d-0a1b2c3d4e5f';
    await post('/v1/user.email_register', { email, password: 'owner-secret-phrase' }, { 'x-device-id': device });
    // The portal signs in right after signing up, from the same device.
    expect((await loginFrom(email, 'owner-secret-phrase', '10.4.9.9', device)).json().code).toBe(200);
    for (let i = 0; i < THROTTLE.freePerAddress + 2; i++) await loginFrom(i % 2 ? email : `someone${i}@example.test`, 'wrong', '10.4.0.1');
    expect((await loginFrom(email, 'owner-secret-phrase', '10.4.0.1')).json().code).toBe(4029);
    expect((await loginFrom(email, 'owner-secret-phrase', '10.4.0.1', 'another-device-id-0001')).json().code).toBe(4029);
    expect((await loginFrom(email, 'owner-secret-phrase', '10.4.0.1', device)).json().code).toBe(200);
    const [row] = await get().database.db.select().from(userDevices);
    expect(row.deviceHash).toBe(createHash('sha256').update(device).digest('hex'));
  });

  it('slows one address guessing many accounts, and not the others', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < THROTTLE.freePerAddress; i++) await login(`person${i}@example.test`, 'wrong', 'en', ip);
    const blocked = await login(DEMO_LOGIN.email, DEMO_LOGIN.password, 'en', ip);
    expect(blocked.json().code).toBe(4029);
    expect((await login(DEMO_LOGIN.email, DEMO_LOGIN.password, 'en', '10.2.0.2')).json().code).toBe(200);
  });

  it("follows the site's allowance of failures per address (FAILED_SIGNINS_PER_ADDRESS_15MIN)", async () => {
    const roomy = loginThrottle(get().database.db, { freePerAddress: THROTTLE.freePerAddress + 5 });
    const strict = loginThrottle(get().database.db, { freePerAddress: 2 });
    const ip = '10.2.7.1';
    for (let i = 0; i < THROTTLE.freePerAddress; i++) await roomy.recordFailure(`guess${i}@example.test`, ip);
    expect(await roomy.retryAfter('someone-else@example.test', ip)).toBe(0);
    expect(await strict.retryAfter('someone-else@example.test', ip)).toBeGreaterThan(0);
  });

  it('refuses common passwords, the email or its local part, and blank ones, saying why', async () => {
    const cases: [string, string, string][] = [
      ['common@example.test', 'password123', 'validation.password.common'],
      ['common2@example.test', 'Iloveyou1', 'validation.password.common'],
      ['mara.quill@example.test', 'mara.quill@example.test', 'validation.password.email'],
      ['mara.quill@example.test', 'MARA.QUILL', 'validation.password.email'],
      ['blank@example.test', '          ', 'validation.password.blank'],
    ];
    for (const [email, password, id] of cases) {
      const res = await post('/v1/user.email_register?lang=es', { email, password });
      expect(res.json().code, password).toBe(4001);
      expect(res.json().data.fields.password, password).toBe(translate('es', id));
    }
    const [{ n }] = await get().database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.email, 'common@example.test'));
    expect(n).toBe(0);
  });

  it('signs up with an Argon2id hash; the new user signs in with the same credentials', async () => {
    const res = await post('/v1/user.email_register?lang=th', { email: 'New.Author@Example.test', password: 'long-enough-pw', from_site: '520' });
    expect(res.json()).toEqual({ code: 200, desc: translate('th', 'auth.signup.accepted'), data: { email: 'new.author@example.test' } });
    const { token } = (await login('new.author@example.test', 'long-enough-pw', 'th', '10.5.0.1')).json().data;
    const [row] = await get().database.db.select().from(users).where(eq(users.email, 'new.author@example.test'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.fromSite).toBe(520);
    expect(row.lang).toBe('th');
    const info = await get().app.inject({ url: '/v1/author.info', headers: { authorization: `Bearer ${token}` } });
    expect(info.json().data).toEqual({ author_status: 0, author_name: null, avatar: null, email: 'new.author@example.test', from_site: 520, lang: 'th', email_verified: false });
  });

  it('answers a taken email exactly like a new one (and changes nothing), and a short password with 4001', async () => {
    const taken = await post('/v1/user.email_register', { email: DEMO_LOGIN.email.toUpperCase(), password: 'long-enough-pw' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ code: 200, desc: en['auth.signup.accepted'], data: { email: DEMO_LOGIN.email } });
    expect((await login(DEMO_LOGIN.email, DEMO_LOGIN.password, 'en', '10.5.0.2')).json().code).toBe(200);
    const short = await post('/v1/user.email_register?lang=es', { email: 'short@example.test', password: 'short' });
    expect(short.json().data.fields.password).toBe(esDomain['validation.password.min'].replace('{min, number}', '8'));
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
      data: {
        author_status: 1,
        author_name: 'Mara Quill',
        avatar: expect.stringMatching(/^\/uploads\/avatar\/[0-9a-f]{32}\.webp$/),
        email: DEMO_LOGIN.email,
        from_site: null,
        lang: 'en',
        email_verified: true,
      },
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
}, () => ({ demo: true }));

for (const kind of DATABASE_KINDS) {
  describe.skipIf(kind === 'postgres' && !(await postgresAvailable()))(`per-address limits on what needs no sign-in [${kind}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind, { limits: { signUpsPerHour: 3, signInsPer15Minutes: 4 } });
    });
    afterAll(() => t?.close());
    const from = (ip: string, url: string, payload: object) => t.app.inject({ method: 'POST', url: `${url}?lang=fr`, payload, remoteAddress: ip });

    it('lets one address create only so many accounts an hour, counted in the database every instance shares', async () => {
      for (let i = 0; i < 3; i++) expect((await from('10.9.0.1', '/v1/user.email_register', { email: `n${i}@example.test`, password: 'plenty-long-secret' })).json().code).toBe(200);
      const refused = await from('10.9.0.1', '/v1/user.email_register', { email: 'n3@example.test', password: 'plenty-long-secret' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe(4029);
      expect(refused.json().data.retryAfter).toBeGreaterThan(3500);
      expect(refused.json().desc).toBe(translate('fr', 'error.tooFrequent', { seconds: refused.json().data.retryAfter }));
      expect((await from('10.9.0.2', '/v1/user.email_register', { email: 'n4@example.test', password: 'plenty-long-secret' })).json().code).toBe(200);
      const rows = await t.database.db.select().from(rateLimits);
      expect(rows.some((r) => r.key.includes('10.9.0.1') && r.hits === 4)).toBe(true);
      const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.email, 'n3@example.test'));
      expect(n).toBe(0);
    });

    it('limits sign-in attempts per address as well, whatever their outcome', async () => {
      for (let i = 0; i < 4; i++) await from('10.9.1.1', '/v1/user.email_login', { email: `x${i}@example.test`, password: 'whatever-it-is' });
      expect((await from('10.9.1.1', '/v1/user.email_login', { email: 'n0@example.test', password: 'plenty-long-secret' })).json().code).toBe(4029);
      expect((await from('10.9.1.2', '/v1/user.email_login', { email: 'n0@example.test', password: 'plenty-long-secret' })).json().code).toBe(200);
    });
  });
}
