import http from 'node:http';
import { afterAll, expect, it, vi } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { auditLog, mailOutbox, sessions, users } from '../../src/server/db/schema';
import { deliverable } from '../../src/server/modules/mail/outbox';
import { translate } from '../../src/server/lib/i18n';
import { DAY, testClock } from '../support/contracts';

const PASSWORD = 'long-enough-password';
/** The app's clock: real time unless a test sets it (and resets it after). */
const clock = testClock();

/**
 * Changing the sign-in address: the password first, a link to the new address, the change only
 * when it is opened, then the old address told with a link that undoes it and signs every session
 * out. A taken address is a field error; every step is audited.
 */
describeEachDatabase('sign-in email change with undo', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  const opened: http.ClientRequest[] = [];
  afterAll(() => {
    for (const request of opened) request.destroy();
  });
  /** A session's live notice stream, over a real connection: `ended` once the server closes it. */
  const openStream = async (token: string) => {
    const base = get().app.server.listening ? `http://127.0.0.1:${(get().app.server.address() as { port: number }).port}` : await get().app.listen({ port: 0, host: '127.0.0.1' });
    const stream = { body: '', ended: false };
    const request = http.get(`${base}/v1/notification.stream`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (stream.body += chunk));
      res.on('close', () => (stream.ended = true));
    });
    request.on('error', () => (stream.ended = true));
    opened.push(request);
    await vi.waitFor(() => expect(stream.body).toContain('event: unread'), { timeout: 10_000, interval: 20 });
    return stream;
  };

  const mailsTo = (email: string, template: string) =>
    db().select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template))).orderBy(desc(mailOutbox.id));
  /** The token of the newest mail of `template` to `email`, from the mail as sent (the outbox shows it redacted). */
  const tokenMailed = async (email: string, template: string, path: string) => {
    const [mail] = await mailsTo(email, template);
    expect(mail, `${template} to ${email}`).toBeDefined();
    expect(mail.textBody).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
    return new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(deliverable(mail).text)![1];
  };
  const userOf = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];
  const idOf = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0].id;
  const auditsOf = async (userId: number) => (await db().select().from(auditLog).where(eq(auditLog.subjectUserId, userId))).map((r) => r.action);

  it('changes the address only once the new one’s link is opened; the old one is told and can undo it, which signs every session out', async () => {
    const old = 'before.change@example.test';
    const fresh = 'after.change@example.test';
    const token = await api.signUp(old);
    const other = await api.login(old, PASSWORD);
    const id = await idOf(old);

    const asked = await api.post('/v1/user.emailChange?lang=de', token, { email: ' After.Change@example.test ', password: PASSWORD });
    expect(asked.body).toMatchObject({ code: 200, desc: translate('de', 'account.email.linkSent'), data: { email: old, pending_email: fresh } });
    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await userOf(id)).email).toBe(old);
    expect((await api.get('/v1/user.email', token)).body.data).toMatchObject({ email: old, pending_email: fresh });
    const confirm = await tokenMailed(fresh, 'email_change_verify', '/account/email-confirm');

    expect((await api.post('/v1/user.emailChangeConfirm', undefined, { token: confirm })).body.code).toBe(200);
    expect(await userOf(id)).toMatchObject({ email: fresh });
    expect((await userOf(id)).emailVerifiedAt).not.toBeNull();
    expect((await api.get('/v1/user.email', token)).body.data).toEqual({ email: fresh, pending_email: null, pending_until: null });
    // The link works once.
    expect((await api.post('/v1/user.emailChangeConfirm', undefined, { token: confirm })).body.code).toBe(4001);
    await api.login(fresh, PASSWORD);

    // The old address is told, with an undo link that lasts 7 days.
    const undo = await tokenMailed(old, 'email_changed', '/account/email-undo');
    const [told] = await mailsTo(old, 'email_changed');
    expect(deliverable(told).text).toContain('7');

    const undone = await api.post('/v1/user.emailChangeUndo?lang=fr', undefined, { token: undo });
    expect(undone.body).toEqual({ code: 200, desc: translate('fr', 'account.email.restored') });
    expect((await userOf(id)).email).toBe(old);
    // Every session ended, the ones from before and after alike.
    expect((await api.get('/v1/user.email', token)).status).toBe(401);
    expect((await api.get('/v1/user.email', other)).status).toBe(401);
    expect(await db().select().from(sessions).where(and(eq(sessions.userId, id)))).toSatisfy((rows: { revokedAt: Date | null }[]) => rows.every((r) => r.revokedAt !== null));
    expect(await mailsTo(old, 'email_change_undone')).toHaveLength(1);
    await api.login(old, PASSWORD);
    expect((await api.post('/v1/user.email_login', undefined, { email: fresh, password: PASSWORD })).body.code).toBe(4001);
    expect((await api.post('/v1/user.emailChangeUndo', undefined, { token: undo })).body.code).toBe(4001);
    expect(await auditsOf(id)).toEqual(expect.arrayContaining(['user.email_change_requested', 'user.email_changed', 'user.email_change_undone']));
  });

  it('answers a taken address, the same address and a wrong password on their fields, mailing nothing', async () => {
    await api.signUp('taken.address@example.test');
    const token = await api.signUp('wants.taken@example.test');
    const taken = await api.post('/v1/user.emailChange?lang=es', token, { email: 'Taken.Address@example.test', password: PASSWORD });
    expect(taken.body).toEqual({ code: 4001, desc: translate('es', 'account.email.taken'), data: { fields: { email: translate('es', 'account.email.taken') } } });
    const same = await api.post('/v1/user.emailChange', token, { email: 'wants.taken@example.test', password: PASSWORD });
    expect(same.body.data.fields).toEqual({ email: translate('en', 'account.email.same') });
    const wrong = await api.post('/v1/user.emailChange', token, { email: 'free.address@example.test', password: 'not-the-password' });
    expect(Object.keys(wrong.body.data.fields)).toEqual(['password']);
    const missing = await api.post('/v1/user.emailChange', token, {});
    expect(Object.keys(missing.body.data.fields).sort()).toEqual(['email', 'password']);
    expect(await mailsTo('taken.address@example.test', 'email_change_verify')).toHaveLength(0);
    expect(await mailsTo('free.address@example.test', 'email_change_verify')).toHaveLength(0);
  });

  it('refuses the link when the new address was taken meanwhile, and a later request replaces an earlier one', async () => {
    const token = await api.signUp('slow.changer@example.test');
    await api.post('/v1/user.emailChange', token, { email: 'first.choice@example.test', password: PASSWORD });
    const first = await tokenMailed('first.choice@example.test', 'email_change_verify', '/account/email-confirm');
    await api.post('/v1/user.emailChange', token, { email: 'second.choice@example.test', password: PASSWORD });
    // The earlier link stopped working when the second was sent.
    expect((await api.post('/v1/user.emailChangeConfirm', undefined, { token: first })).body.code).toBe(4001);
    const second = await tokenMailed('second.choice@example.test', 'email_change_verify', '/account/email-confirm');
    await api.signUp('second.choice@example.test');
    const refused = await api.post('/v1/user.emailChangeConfirm', undefined, { token: second });
    expect(refused.body.code).toBe(4001);
    expect(refused.body.data.fields).toEqual({ email: translate('en', 'account.email.taken') });
    expect((await userOf(await idOf('slow.changer@example.test'))).email).toBe('slow.changer@example.test');
  });

  it('gives one address to one account when two open their links at the same moment', async () => {
    const first = await api.signUp('race.one@example.test');
    const second = await api.signUp('race.two@example.test');
    await api.post('/v1/user.emailChange', first, { email: 'race.prize@example.test', password: PASSWORD });
    const one = await tokenMailed('race.prize@example.test', 'email_change_verify', '/account/email-confirm');
    await api.post('/v1/user.emailChange', second, { email: 'race.prize@example.test', password: PASSWORD });
    const two = await tokenMailed('race.prize@example.test', 'email_change_verify', '/account/email-confirm');
    const answers = await Promise.all([one, two].map((token) => api.post('/v1/user.emailChangeConfirm', undefined, { token })));
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 4001]);
    expect(answers.find((a) => a.body.code === 4001)!.body.data.fields).toEqual({ email: translate('en', 'account.email.taken') });
    expect(await db().select().from(users).where(eq(users.email, 'race.prize@example.test'))).toHaveLength(1);
  });

  it('needs a sign-in to ask, and no sign-in to open the links', async () => {
    expect((await api.post('/v1/user.emailChange', undefined, { email: 'x@example.test', password: PASSWORD })).status).toBe(401);
    expect((await api.get('/v1/user.email')).status).toBe(401);
    expect((await api.post('/v1/user.emailChangeConfirm', undefined, { token: 'not-a-token' })).body.code).toBe(4001);
    expect((await api.post('/v1/user.emailChangeUndo', undefined, { token: 'not-a-token' })).body.code).toBe(4001);
  });

  it('closes the live streams of every session when the undo signs them out', async () => {
    const old = 'streams.before@example.test';
    const token = await api.signUp(old);
    const other = await api.login(old, PASSWORD);
    await api.post('/v1/user.emailChange', token, { email: 'streams.after@example.test', password: PASSWORD });
    await api.post('/v1/user.emailChangeConfirm', undefined, { token: await tokenMailed('streams.after@example.test', 'email_change_verify', '/account/email-confirm') });
    const streams = [await openStream(token), await openStream(other)];
    expect(streams.map((s) => s.ended)).toEqual([false, false]);

    const undo = await tokenMailed(old, 'email_changed', '/account/email-undo');
    expect((await api.post('/v1/user.emailChangeUndo', undefined, { token: undo })).body.code).toBe(200);
    await vi.waitFor(() => expect(streams.map((s) => s.ended)).toEqual([true, true]), { timeout: 10_000, interval: 20 });
  });

  it('answers the undo link 4001 once its 7 days are over, and the changed address stays', async () => {
    clock.set('2027-04-01T10:00:00Z');
    try {
      const old = 'late.undo@example.test';
      const fresh = 'late.undo.new@example.test';
      const token = await api.signUp(old);
      const id = await idOf(old);
      await api.post('/v1/user.emailChange', token, { email: fresh, password: PASSWORD });
      await api.post('/v1/user.emailChangeConfirm', undefined, { token: await tokenMailed(fresh, 'email_change_verify', '/account/email-confirm') });
      const undo = await tokenMailed(old, 'email_changed', '/account/email-undo');

      clock.advance(7 * DAY + 60_000);
      const late = await api.post('/v1/user.emailChangeUndo?lang=de', undefined, { token: undo });
      expect(late.body).toEqual({ code: 4001, desc: translate('de', 'auth.link.invalid') });
      expect((await userOf(id)).email).toBe(fresh);
      expect(await mailsTo(old, 'email_change_undone')).toHaveLength(0);
    } finally {
      clock.reset();
    }
  });
}, () => ({ clock: clock.now }));
