import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { DATABASE_KINDS, buildTestApp, postgresAvailable, type TestApp } from '../support/databases';
import { apiClient } from '../support/api-client';
import { linkIn } from '../support/smtp';
import { DEMO_ADMIN, DEMO_EDITOR, DEMO_LOGIN } from '../../src/server/seed/demo';
import { emailTokens, mailOutbox, sessions, users } from '../../src/server/db/schema';
import { translate } from '../../src/server/lib/i18n';
import { deliverable, queueMail } from '../../src/server/modules/mail/outbox';
import { claimDue, deliverDue, retryDelayMs, SENDER, type MailTransport } from '../../src/server/modules/mail/sender';
import { MAIL_TEMPLATES, renderMail, type MailTemplate } from '../../src/server/modules/mail/templates';
import { DEFAULT_BRAND_NAME, brandNameOfSite } from '../../src/domain/brand-names';
import { EMAIL_LINKS, isEmailVerified } from '../../src/server/modules/user/email-links';
import { LOCALES } from '../../src/domain/locales';

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
/** What the sender would send: the sealed mail with its live links. */
const sentText = (row: Parameters<typeof deliverable>[0]) => deliverable(row).text;

describeEachDatabase('mail outbox, email verification and password reset (no SMTP: mails wait in the outbox)', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  const post = (url: string, payload: unknown, ip = '10.20.0.1') => get().app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
  const lastMailTo = async (to: string) => (await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1))[0];
  const mailsTo = async (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

  it('answers a sign-up with a new address and one that has an account exactly alike, and mails each address', async () => {
    const fresh = await post('/v1/user.email_register?lang=de', { email: 'Fresh.Author@Example.test', password: 'a-long-enough-secret' });
    const taken = await post('/v1/user.email_register?lang=de', { email: DEMO_LOGIN.email, password: 'a-long-enough-secret' });
    for (const res of [fresh, taken]) {
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().data)).toEqual(['email']);
      expect(res.json().desc).toBe(translate('de', 'auth.signup.accepted'));
      expect(res.json().data.token).toBeUndefined();
    }
    expect(taken.json()).toEqual({ code: 200, desc: fresh.json().desc, data: { email: DEMO_LOGIN.email } });
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    // The new account is mailed its verification link in the language it signed up in…
    const verify = await lastMailTo('fresh.author@example.test');
    expect(verify).toMatchObject({ template: 'verify_email', lang: 'de', status: 'pending', subject: translate('de', 'mail.verify_email.subject') });
    expect(sentText(verify)).toContain('http://localhost:8080/verify-email?token=');
    // …and the owner of the taken address is told, in their own language, with nothing created or changed.
    const warning = await lastMailTo(DEMO_LOGIN.email);
    expect(warning).toMatchObject({ template: 'signup_existing', lang: 'en', subject: translate('en', 'mail.signup_existing.subject') });
    expect(warning.textBody).toContain('http://localhost:8080/login');
    expect(warning.textBody).toContain('http://localhost:8080/forgot-password');
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.email, DEMO_LOGIN.email));
    expect(n).toBe(1);
    expect((await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).length).toBeGreaterThan(20);
  });

  it('welcomes and signs a sign-up from a branded site in that site’s brand, never the default name', async () => {
    const res = await post('/v1/user.email_register?lang=fr', { email: 'hearth.author@example.test', password: 'a-long-enough-secret', from_site: 540 });
    expect(res.statusCode).toBe(200);
    const verify = await lastMailTo('hearth.author@example.test');
    const text = sentText(verify);
    expect(text).toContain(translate('fr', 'mail.footer', { brand: 'Hearthside Stories' }));
    expect(text).toContain('Hearthside Stories');
    expect(`${verify.subject}\n${text}\n${verify.htmlBody}`).not.toMatch(/Writers.? Center/);
  });

  it('writes a mail in the caller’s transaction: it rolls back with the change', async () => {
    const before = (await mailsTo('rollback@example.test')).length;
    await expect(
      db().transaction(async (tx) => {
        await queueMail(tx, { to: 'rollback@example.test', template: 'password_reset', lang: 'fr', site: null, params: { link: 'http://localhost:8080/reset-password?token=x', minutes: 30 } });
        expect((await tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'rollback@example.test'))).length).toBe(before + 1);
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect((await mailsTo('rollback@example.test')).length).toBe(before);
  });

  it('verifies an email through its single-use link; author.info says so', async () => {
    const token = await api.signUp('verify.me@example.test');
    const info = async () => (await api.get('/v1/author.info', token)).body.data;
    expect((await info()).email_verified).toBe(false);
    const [user] = await db().select().from(users).where(eq(users.email, 'verify.me@example.test'));
    expect(await isEmailVerified(db(), user.id)).toBe(false);

    const link = linkIn(sentText(await lastMailTo('verify.me@example.test')), '/verify-email');
    // Only the token's hash is stored.
    const stored = await db().select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(stored.some((t) => t.tokenHash === tokenOf(link))).toBe(false);
    expect(stored[0].expiresAt.getTime() - stored[0].createdAt.getTime()).toBeCloseTo(EMAIL_LINKS.verifyHours * 3_600_000, -4);

    const done = await post('/v1/user.email_verify?lang=es', { token: tokenOf(link) });
    expect(done.json()).toEqual({ code: 200, desc: translate('es', 'auth.verify.done') });
    expect((await info()).email_verified).toBe(true);
    expect(await isEmailVerified(db(), user.id)).toBe(true);

    const again = await post('/v1/user.email_verify?lang=es', { token: tokenOf(link) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 4001, desc: translate('es', 'auth.link.invalid') });
    expect((await post('/v1/user.email_verify', { token: 'not-a-token' })).json().code).toBe(4001);
    const empty = await post('/v1/user.email_verify', {});
    expect(empty.json().data.fields).toEqual({ token: translate('en', 'validation.link.invalid') });
    // Verified accounts are not mailed again.
    expect((await api.post('/v1/user.email_verify_resend', token)).body).toEqual({ code: 200, desc: translate('en', 'auth.verify.already') });
  });

  it('resends a verification link (the older one stops working) and refuses an expired one', async () => {
    const token = await api.signUp('resend.me@example.test');
    const first = linkIn(sentText(await lastMailTo('resend.me@example.test')), '/verify-email');
    expect((await api.post('/v1/user.email_verify_resend', token)).body).toEqual({ code: 200, desc: translate('en', 'auth.verify.sent') });
    const second = linkIn(sentText(await lastMailTo('resend.me@example.test')), '/verify-email');
    expect(second).not.toBe(first);
    expect((await post('/v1/user.email_verify', { token: tokenOf(first) })).json().code).toBe(4001);
    // Time passes: the stored expiry moves into the past.
    await db().update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.email, 'resend.me@example.test'));
    expect((await post('/v1/user.email_verify', { token: tokenOf(second) })).json().code).toBe(4001);
    expect((await api.get('/v1/author.info', token)).body.data.email_verified).toBe(false);
    expect((await api.post('/v1/user.email_verify_resend', undefined)).status).toBe(401);
  });

  it('answers "forgot password" alike for any address, mails a 30-minute link only to an account, and quietly caps mails per address', async () => {
    const known = await post('/v1/user.password_forgot?lang=fr', { email: ' Demo@Writers-Center.test ' });
    const unknown = await post('/v1/user.password_forgot?lang=fr', { email: 'nobody.here@example.test' });
    for (const res of [known, unknown]) expect(res.json()).toEqual({ code: 200, desc: translate('fr', 'auth.reset.requested') });
    expect(await mailsTo('nobody.here@example.test')).toEqual([]);
    const mail = await lastMailTo(DEMO_LOGIN.email);
    expect(mail).toMatchObject({ template: 'password_reset', lang: 'en', subject: translate('en', 'mail.password_reset.subject') });
    expect(mail.textBody).toContain('30');
    const [link] = await db().select().from(emailTokens).where(and(eq(emailTokens.purpose, 'password_reset'), eq(emailTokens.email, DEMO_LOGIN.email))).orderBy(desc(emailTokens.id)).limit(1);
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeCloseTo(30 * 60_000, -3);

    for (let i = 0; i < EMAIL_LINKS.resetMailsPerAddressHour + 2; i++) await post('/v1/user.password_forgot', { email: DEMO_LOGIN.email });
    const resets = (await mailsTo(DEMO_LOGIN.email)).filter((m) => m.template === 'password_reset');
    expect(resets.length).toBe(EMAIL_LINKS.resetMailsPerAddressHour);
    const bad = await post('/v1/user.password_forgot?lang=es', { email: 'not-an-email' });
    expect(bad.json().code).toBe(4001);
  });

  it('resets a password once with the link: the rules apply, every session is revoked, the old password stops working; the link then checks as used', async () => {
    const email = 'forgetful@example.test';
    const first = await api.signUp(email, 'the-first-secret-phrase');
    const second = await api.login(email, 'the-first-secret-phrase');
    await post('/v1/user.password_forgot?lang=ru', { email });
    const token = tokenOf(linkIn(sentText(await lastMailTo(email)), '/reset-password'));
    const check = async (t: string) => (await post('/v1/user.password_reset_check', { token: t })).json();
    expect(await check(token)).toEqual({ code: 200, desc: 'OK', data: { state: 'usable' } });
    expect((await check('not-a-token-anyone-was-mailed')).data).toEqual({ state: 'unknown' });

    // Refused passwords leave the link usable.
    const common = await post('/v1/user.password_reset?lang=es', { token, password: 'password123' });
    expect(common.json().data.fields.password).toBe(translate('es', 'validation.password.common'));
    const same = await post('/v1/user.password_reset', { token, password: email });
    expect(same.json().data.fields.password).toBe(translate('en', 'validation.password.email'));
    const short = await post('/v1/user.password_reset', { token, password: 'short' });
    expect(short.json().code).toBe(4001);

    const done = await post('/v1/user.password_reset?lang=ru', { token, password: 'a-brand-new-phrase' });
    expect(done.json()).toEqual({ code: 200, desc: translate('ru', 'auth.reset.done') });
    for (const old of [first, second]) expect((await api.get('/v1/author.info', old)).status).toBe(401);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    const live = await db().select().from(sessions).where(and(eq(sessions.userId, user.id), sql`${sessions.revokedAt} is null`));
    expect(live).toEqual([]);
    expect((await post('/v1/user.email_login', { email, password: 'the-first-secret-phrase' }, '10.20.1.1')).json().code).toBe(4001);
    const fresh = (await post('/v1/user.email_login', { email, password: 'a-brand-new-phrase' }, '10.20.1.2')).json().data.token;
    // Opening a link mailed to the address proves it too.
    expect((await api.get('/v1/author.info', fresh)).body.data.email_verified).toBe(true);

    const reused = await post('/v1/user.password_reset', { token, password: 'yet-another-phrase' });
    expect(reused.json()).toEqual({ code: 4001, desc: translate('en', 'auth.link.invalid') });
    // The page asks before showing its form: a used link says so.
    expect((await check(token)).data).toEqual({ state: 'used' });
  });

  it('refuses a reset link once its 30 minutes are over', async () => {
    const email = 'late.reader@example.test';
    await api.signUp(email, 'the-first-secret-phrase');
    await post('/v1/user.password_forgot', { email });
    const token = tokenOf(linkIn(sentText(await lastMailTo(email)), '/reset-password'));
    await db()
      .update(emailTokens)
      .set({ expiresAt: sql`${emailTokens.createdAt} + interval '30 minutes' - interval '1 hour'` })
      .where(and(eq(emailTokens.email, email), eq(emailTokens.purpose, 'password_reset')));
    expect((await post('/v1/user.password_reset', { token, password: 'a-brand-new-phrase' })).json()).toEqual({ code: 4001, desc: translate('en', 'auth.link.invalid') });
    expect((await post('/v1/user.password_reset_check', { token })).json().data).toEqual({ state: 'expired' });
    expect((await post('/v1/user.email_login', { email, password: 'the-first-secret-phrase' }, '10.20.2.1')).json().code).toBe(200);
  });

  it('shows staff the outbox (admin only), filtered by address and status, with its text', async () => {
    const admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const res = await api.get(`/admin/v1/mail.outbox?to=${encodeURIComponent(DEMO_LOGIN.email)}&status=pending,failed&limit=2`, admin);
    expect(res.body.code).toBe(200);
    expect(res.body.data.smtp).toBe(false);
    expect(res.body.data.list).toHaveLength(2);
    expect(res.body.data.list[0]).toMatchObject({ to: DEMO_LOGIN.email, status: 'pending', attempts: 0, last_error: null, sent_at: null });
    expect(res.body.data.list[0].id).toBeGreaterThan(res.body.data.list[1].id);
    expect(res.body.data.counts.pending).toBeGreaterThan(3);
    const page2 = await api.get(`/admin/v1/mail.outbox?to=${encodeURIComponent(DEMO_LOGIN.email)}&before=${res.body.data.list[1].id}`, admin);
    expect(page2.body.data.list.every((m: { id: number }) => m.id < res.body.data.list[1].id)).toBe(true);
    expect((await api.get('/admin/v1/mail.outbox?status=bogus', admin)).body.code).toBe(4001);

    const editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
    expect((await api.get('/admin/v1/mail.outbox', editor)).body.code).toBe(4003);
    const author = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    expect((await api.get('/admin/v1/mail.outbox', author)).status).toBe(401);
  });

  it('keeps live links from staff: stored and shown redacted, sealed for the sender alone, dropped once sent; every outbox read is audited', async () => {
    const email = 'take.over.me@example.test';
    await post('/v1/user.email_register?lang=en', { email, password: 'a-long-enough-secret' });
    await post('/v1/user.password_forgot?lang=en', { email });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.template).sort()).toEqual(['password_reset', 'verify_email']);
    const tokens = mails.map((m) => tokenOf(linkIn(sentText(m), m.template === 'verify_email' ? '/verify-email' : '/reset-password')));
    for (const token of tokens) expect(token).toMatch(/^[\w-]{43}$/);

    // Nothing a database reader or staff member sees holds a token: not the stored bodies, not the sealed copy's cipher text.
    const raw = (await db().execute(sql`select to_address, text_body, html_body, sealed_body from mail_outbox where to_address = ${email}`)) as unknown as { rows: Record<string, string>[] };
    for (const row of raw.rows) for (const token of tokens) expect(JSON.stringify(row)).not.toContain(token);
    for (const row of raw.rows) {
      expect(row.text_body).toMatch(/\?token=REDACTED/);
      expect(row.sealed_body).toMatch(/^enc:v1:/);
    }
    const admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const shown = await api.get(`/admin/v1/mail.outbox?to=${encodeURIComponent(email)}`, admin);
    expect(shown.body.data.list).toHaveLength(2);
    for (const token of tokens) expect(JSON.stringify(shown.body)).not.toContain(token);
    expect(shown.body.data.list.map((m: { text: string }) => /\?token=REDACTED/.test(m.text))).toEqual([true, true]);
    // Mails without a live link are shown whole.
    expect(sentText((await mailsTo(DEMO_LOGIN.email)).find((m) => m.template === 'signup_existing')!)).toBe((await mailsTo(DEMO_LOGIN.email)).find((m) => m.template === 'signup_existing')!.textBody);

    // The read is audited: who, which mails, with what filter.
    const [adminRow] = await db().execute(sql`select id from staff where email = ${DEMO_ADMIN.email}`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const reads = (await db().execute(sql`select actor_kind, actor_id, after from audit_log where action = 'mail.outbox_read' order by id desc limit 1`)) as unknown as {
      rows: { actor_kind: string; actor_id: number; after: { mails: number[]; filter: { recipient: string } } }[];
    };
    expect(reads.rows[0]).toMatchObject({ actor_kind: 'staff', actor_id: adminRow.id, after: { mails: shown.body.data.list.map((m: { id: number }) => m.id), filter: { recipient: email } } });

    // The sender alone opens the sealed copy: it sends the live link, then drops the copy.
    const delivered: { to: string; text: string; html: string }[] = [];
    const transport: MailTransport = { sendMail: async (m) => void delivered.push({ to: m.to, text: m.text, html: m.html }) };
    // The other waiting mails are held back for this round (and handed back after), so the next test still finds them.
    const others = await db().select({ id: mailOutbox.id, at: mailOutbox.nextAttemptAt }).from(mailOutbox).where(sql`${mailOutbox.toAddress} <> ${email} and ${mailOutbox.status} = 'pending'`);
    await db().update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() + 3_600_000) }).where(sql`${mailOutbox.toAddress} <> ${email} and ${mailOutbox.status} = 'pending'`);
    await deliverDue(db(), transport, 'x@example.test');
    for (const o of others) await db().update(mailOutbox).set({ nextAttemptAt: o.at }).where(eq(mailOutbox.id, o.id));
    const ours = delivered.filter((m) => m.to === email);
    expect(ours).toHaveLength(2);
    for (const token of tokens) expect(ours.some((m) => m.text.includes(token) && m.html.includes(token))).toBe(true);
    expect((await mailsTo(email)).map((m) => [m.status, m.sealedBody])).toEqual([
      ['sent', null],
      ['sent', null],
    ]);
  });

  it('delivers through a transport: retries with a doubling wait, records errors, gives up on final answers', async () => {
    // Everything queued so far is delivered by a transport that records what it was given.
    const delivered: { to: string; subject: string }[] = [];
    const ok: MailTransport = { sendMail: async (m) => void delivered.push({ to: m.to, subject: m.subject }) };
    let round = await deliverDue(db(), ok, 'Writers’ Center <no-reply@example.test>');
    expect(round.sent.length).toBeGreaterThan(0);
    while (round.sent.length === SENDER.batch) round = await deliverDue(db(), ok, 'x@example.test');
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'))).toEqual([]);
    expect(delivered).toContainEqual({ to: 'fresh.author@example.test', subject: translate('de', 'mail.verify_email.subject') });

    const id = await queueMail(db(), { to: 'flaky@example.test', template: 'password_reset', lang: 'vi', site: null, params: { link: 'http://localhost:8080/reset-password?token=t', minutes: 30 } });
    const flaky: MailTransport = {
      sendMail: async () => {
        throw Object.assign(new Error('Try again later'), { responseCode: 451, response: '451 4.3.0 Try again later', code: 'EENVELOPE' });
      },
    };
    // A moment on: PostgreSQL's now() keeps microseconds, a JavaScript Date only milliseconds.
    const start = new Date(Date.now() + 5);
    expect((await deliverDue(db(), flaky, 'x@example.test', start)).retried).toEqual([id]);
    let [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'EENVELOPE: 451 4.3.0 Try again later', lockedUntil: null });
    expect(row.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMs(1));
    // Not due again before its wait is over…
    expect((await deliverDue(db(), flaky, 'x@example.test', new Date(start.getTime() + 1000))).retried).toEqual([]);
    // …then the wait doubles.
    const later = new Date(start.getTime() + retryDelayMs(1));
    await deliverDue(db(), flaky, 'x@example.test', later);
    [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - later.getTime()).toBe(2 * retryDelayMs(1));
    // A final answer (5xx) is not tried again.
    const refused: MailTransport = { sendMail: async () => Promise.reject(Object.assign(new Error('No such mailbox'), { responseCode: 550 })) };
    expect((await deliverDue(db(), refused, 'x@example.test', new Date(later.getTime() + retryDelayMs(2)))).failed).toEqual([id]);
    [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'No such mailbox' });
  });

  it('never lets two senders claim the same mail; a claim whose sender died is taken over after its lease', async () => {
    // Earlier tests leave mails waiting (there is no SMTP here): they are set aside for this test and put back after.
    const waiting = await db().select({ id: mailOutbox.id, at: mailOutbox.nextAttemptAt, status: mailOutbox.status, lockedUntil: mailOutbox.lockedUntil }).from(mailOutbox).where(sql`${mailOutbox.status} in ('pending', 'sending')`);
    await db().update(mailOutbox).set({ status: 'sent' }).where(sql`${mailOutbox.status} in ('pending', 'sending')`);
    try {
      for (let i = 0; i < 30; i++) await queueMail(db(), { to: `claim${i}@example.test`, template: 'verify_email', lang: 'en', site: null, params: { link: 'http://localhost:8080/verify-email?token=t', hours: 48 } });
      // A second on: PostgreSQL's now() keeps microseconds, a JavaScript Date only milliseconds.
      const now = new Date(Date.now() + 1000);
      const [a, b, c] = await Promise.all([claimDue(db(), now, 12), claimDue(db(), now, 12), claimDue(db(), now, 12)]);
      const ids = [...a, ...b, ...c].map((m) => m.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(30);
      expect(await claimDue(db(), now)).toEqual([]);
      // The senders died: once the lease is over, the rows are claimed (once) again.
      const retaken = await claimDue(db(), new Date(now.getTime() + SENDER.leaseMs + 1000), 100);
      expect(retaken.map((m) => m.id).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
      expect(retaken.every((m) => m.attempts === 2)).toBe(true);
      await db().update(mailOutbox).set({ status: 'sent' }).where(sql`${mailOutbox.toAddress} like 'claim%@example.test'`);
    } finally {
      for (const w of waiting) await db().update(mailOutbox).set({ status: w.status, nextAttemptAt: w.at, lockedUntil: w.lockedUntil }).where(eq(mailOutbox.id, w.id));
    }
  });
}, () => ({ demo: true }));

describe('mail templates', () => {
  it('renders every template in all 11 languages with a plain-text part and an escaped HTML part', () => {
    const params = {
      link: 'http://localhost:8080/reset-password?token=a&b="<x>"',
      signInLink: 'http://localhost:8080/login',
      resetLink: 'http://localhost:8080/forgot-password',
      hours: 48,
      minutes: 30,
    };
    for (const template of ['verify_email', 'password_reset', 'signup_existing'] as const) {
      const english = renderMail(template, params, 'en', DEFAULT_BRAND_NAME);
      for (const lang of LOCALES) {
        const mail = renderMail(template, params, lang, DEFAULT_BRAND_NAME);
        expect(mail.subject, `${template} ${lang}`).not.toMatch(/^mail\./);
        if (lang !== 'en') expect(mail.subject, `${template} ${lang}`).not.toBe(english.subject);
        expect(mail.text).not.toMatch(/\{(hours|minutes)\}/);
        expect(mail.html).not.toContain('"<x>"');
        expect(mail.html).toContain(`lang="${lang}"`);
      }
    }
    const reset = renderMail('password_reset', params, 'de', DEFAULT_BRAND_NAME);
    expect(reset.text).toContain('30 Minuten');
    expect(reset.text).toContain(new URL(params.link).href);
    expect(reset.html).toContain('href="http://localhost:8080/reset-password?token=a&amp;b=%22%3Cx%3E%22"');
    expect(() => renderMail('password_reset', { ...params, link: 'javascript:alert(1)' }, 'en', DEFAULT_BRAND_NAME)).toThrow();
  });

  it('speaks and signs in the brand of the account’s site, in every template and language', () => {
    const params = {
      link: 'http://localhost:8080/x?token=t',
      signInLink: 'http://localhost:8080/login',
      resetLink: 'http://localhost:8080/forgot-password',
      hours: 48,
      minutes: 30,
      days: 7,
      author: 'Mara',
      title: 'Tide',
      code: '123456',
      reason: 'Lost phone',
      until: Date.UTC(2026, 5, 1),
      body: 'b',
    };
    const brand = brandNameOfSite(540);
    for (const template of Object.keys(MAIL_TEMPLATES) as MailTemplate[]) {
      for (const lang of LOCALES) {
        const mail = renderMail(template, params, lang, brand);
        // The footer signs every mail with the brand; no mail names the default product.
        expect(mail.text, `${template} ${lang}`).toContain(brand);
        expect(`${mail.subject}\n${mail.text}\n${mail.html}`, `${template} ${lang}`).not.toMatch(/Writers.? Center/);
      }
    }
  });
});

for (const kind of DATABASE_KINDS) {
  describe.skipIf(kind === 'postgres' && !(await postgresAvailable()))(`per-address limit on requests that mail [${kind}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind, { limits: { mailRequestsPerHour: 2 } });
    });
    afterAll(() => t?.close());

    it('answers 4029 once one address has asked for too many mails', async () => {
      const ask = (email: string, ip: string) => t.app.inject({ method: 'POST', url: '/v1/user.password_forgot?lang=fr', payload: { email }, remoteAddress: ip });
      expect((await ask('a@example.test', '10.30.0.1')).json().code).toBe(200);
      expect((await ask('b@example.test', '10.30.0.1')).json().code).toBe(200);
      const refused = await ask('c@example.test', '10.30.0.1');
      expect(refused.json().code).toBe(4029);
      expect(refused.json().desc).toBe(translate('fr', 'error.tooFrequent', { seconds: refused.json().data.retryAfter }));
      expect((await ask('c@example.test', '10.30.0.2')).json().code).toBe(200);
    });
  });
}
