import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { buildTestApp, type DatabaseKind, type TestApp } from '../support/databases';
import { apiClient } from '../support/api-client';
import { linkIn, startSmtpServer } from '../support/smtp';
import { DEMO_LOGIN } from '../../src/server/seed/demo';
import { emailTokens, mailOutbox } from '../../src/server/db/schema';
import { translate } from '../../src/server/lib/i18n';
import { DEFAULT_BRAND_NAME } from '../../src/domain/brand-names';

/**
 * Mail through SMTP, end to end: the app (with SMTP_URL pointing at a real SMTP server started
 * here on 127.0.0.1, with a user and password) sends from its outbox on its interval, and the
 * tests read what arrives.
 */
describeEachDatabase('mail through a real SMTP server', ({ kind }) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  const api = apiClient(() => t.app);
  const post = (url: string, payload: unknown, ip = '10.40.0.1') => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const to = (address: string, template?: string) => (m: { to: string[]; headers: Map<string, unknown> }) =>
    m.to.includes(address) && (!template || String(m.headers.get('x-writers-center-mail')).startsWith(`${template}/`));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(kind as DatabaseKind, {
      publicUrl: 'https://authors.example.test',
      mail: { smtpUrl: smtp.url, from: 'Writers’ Center <no-reply@authors.example.test>', intervalMs: 100 },
      demo: true,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails a new account its verification link in its language; the link works once', async () => {
    const res = await post('/v1/user.email_register?lang=th', { email: 'smtp.author@example.test', password: 'a-long-enough-secret' });
    expect(res.json().code).toBe(200);
    const mail = await smtp.waitFor(to('smtp.author@example.test', 'verify_email'));
    expect(mail.from).toEqual({ name: 'Writers’ Center', address: 'no-reply@authors.example.test' });
    expect(mail.subject).toBe(translate('th', 'mail.verify_email.subject'));
    expect(mail.text).toContain(translate('th', 'mail.verify_email.body', { hours: 48, brand: DEFAULT_BRAND_NAME }));
    expect(mail.headers.get('content-language')).toBe('th');
    expect(mail.html).toContain('<a href="https://authors.example.test/verify-email?token=');
    const link = linkIn(mail.text, '/verify-email');
    expect(link.startsWith('https://authors.example.test/verify-email?token=')).toBe(true);

    const token = await api.login('smtp.author@example.test', 'a-long-enough-secret');
    expect((await api.get('/v1/author.info', token)).body.data.email_verified).toBe(false);
    expect((await post('/v1/user.email_verify?lang=th', { token: tokenOf(link) })).json()).toEqual({ code: 200, desc: translate('th', 'auth.verify.done') });
    expect((await api.get('/v1/author.info', token)).body.data.email_verified).toBe(true);
    expect((await post('/v1/user.email_verify', { token: tokenOf(link) })).json().code).toBe(4001);
    // The outbox keeps the record: sent, once, with no error.
    const row = await outboxRow(and(eq(mailOutbox.toAddress, 'smtp.author@example.test'), eq(mailOutbox.template, 'verify_email'))!, (r) => r.status !== 'sending');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('answers a sign-up with a taken address as a new one, and mails the owner in their language instead', async () => {
    await t.database.db.execute(sql`update users set lang = 'es' where email = ${DEMO_LOGIN.email}`);
    const fresh = await post('/v1/user.email_register?lang=en', { email: 'another.new@example.test', password: 'a-long-enough-secret' });
    const taken = await post('/v1/user.email_register?lang=en', { email: DEMO_LOGIN.email, password: 'a-long-enough-secret' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual({ ...fresh.json(), data: { email: DEMO_LOGIN.email } });
    const warning = await smtp.waitFor(to(DEMO_LOGIN.email, 'signup_existing'));
    expect(warning.subject).toBe(translate('es', 'mail.signup_existing.subject'));
    expect(warning.text).toContain(translate('es', 'mail.signup_existing.body', { brand: DEFAULT_BRAND_NAME }));
    expect(linkIn(warning.text, '/login')).toBe('https://authors.example.test/login');
    expect(linkIn(warning.text, '/forgot-password')).toBe('https://authors.example.test/forgot-password');
    await smtp.waitFor(to('another.new@example.test', 'verify_email'));
  });

  it('"forgot password": the mailed link (30 minutes) changes the password once and signs the account out everywhere', async () => {
    const email = 'smtp.reset@example.test';
    const first = await api.signUp(email, 'the-first-secret-phrase');
    await t.database.db.execute(sql`update users set lang = 'de' where email = ${email}`);
    expect((await post('/v1/user.password_forgot?lang=de', { email })).json().desc).toBe(translate('de', 'auth.reset.requested'));
    const mail = await smtp.waitFor(to(email, 'password_reset'));
    expect(mail.subject).toBe(translate('de', 'mail.password_reset.subject'));
    expect(mail.text).toContain('30 Minuten');
    const link = linkIn(mail.text, '/reset-password');

    expect((await post('/v1/user.password_reset', { token: tokenOf(link), password: 'a-brand-new-phrase' })).json().code).toBe(200);
    expect((await api.get('/v1/author.info', first)).status).toBe(401);
    expect((await post('/v1/user.email_login', { email, password: 'the-first-secret-phrase' }, '10.40.1.1')).json().code).toBe(4001);
    expect((await post('/v1/user.email_login', { email, password: 'a-brand-new-phrase' }, '10.40.1.2')).json().code).toBe(200);
    expect((await post('/v1/user.password_reset', { token: tokenOf(link), password: 'a-third-new-phrase' })).json().code).toBe(4001);
  });

  it('refuses a mailed reset link after its expiry', async () => {
    const email = 'smtp.late@example.test';
    await api.signUp(email, 'the-first-secret-phrase');
    await post('/v1/user.password_forgot', { email });
    const link = linkIn((await smtp.waitFor(to(email, 'password_reset'))).text, '/reset-password');
    await t.database.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.email, email));
    expect((await post('/v1/user.password_reset', { token: tokenOf(link), password: 'a-brand-new-phrase' })).json()).toEqual({ code: 4001, desc: translate('en', 'auth.link.invalid') });
  });

  /** Polls the outbox until `test` holds for the row `where` finds. */
  async function outboxRow(where: SQL, test: (row: typeof mailOutbox.$inferSelect) => boolean) {
    for (let i = 0; i < 100; i++) {
      const [row] = await t.database.db.select().from(mailOutbox).where(where);
      if (row && test(row)) return row;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the outbox row never reached the expected state');
  }

  it('retries after a temporary refusal and records the error meanwhile; a final refusal fails the mail', async () => {
    // Whatever earlier tests queued is delivered first, so the refusals below meet the mails meant.
    for (let i = 0; i < 100; i++) {
      const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(sql`${mailOutbox.status} in ('pending', 'sending')`);
      if (Number(n) === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    smtp.refuseNext(1, 451);
    await post('/v1/user.password_forgot', { email: 'newcomer@writers-center.test' });
    // The first try was refused: the row waits for its next try with SMTP's answer recorded.
    let row = await outboxRow(and(eq(mailOutbox.toAddress, 'newcomer@writers-center.test'), eq(mailOutbox.template, 'password_reset'))!, (r) => Boolean(r.lastError));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('451');
    // Its next try comes after the back-off; bring it forward instead of waiting 30 s.
    await t.database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(mailOutbox.id, row.id));
    const mail = await smtp.waitFor(to('newcomer@writers-center.test', 'password_reset'));
    expect(mail.subject).toBe(translate('en', 'mail.password_reset.subject'));
    row = await outboxRow(eq(mailOutbox.id, row.id), (r) => r.status !== 'sending');
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    smtp.refuseNext(1, 550);
    await post('/v1/user.password_forgot', { email: 'rejected@writers-center.test' });
    const failed = await outboxRow(eq(mailOutbox.toAddress, 'rejected@writers-center.test'), (r) => r.status === 'failed');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toContain('550');
    expect(smtp.authFailures).toBe(0);
  });
});
