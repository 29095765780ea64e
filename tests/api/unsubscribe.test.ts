import { expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { mailOutbox, users } from '../../src/server/db/schema';
import { deliverable } from '../../src/server/modules/mail/outbox';
import { deliverDue, unsubscribeHeaders, type MailTransport } from '../../src/server/modules/mail/sender';
import { translate } from '../../src/server/lib/i18n';
import { noticesAt } from '../../src/server/modules/notification';

/** Notices as the app sends them, its mails linking to the test app's address. */
const notices = noticesAt('http://localhost:8080');

/**
 * One-click unsubscribe (RFC 8058): a notice the author asked to get by mail carries the
 * List-Unsubscribe headers and a footer link with a signed token; a POST to it turns that kind off
 * without a sign-in (the outbox then gets no more of them), a GET only shows the page that asks, in
 * the author's language. Essential mail carries none.
 */
describeEachDatabase('one-click unsubscribe', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  const noticesTo = (email: string) =>
    db().select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'notice'))).orderBy(desc(mailOutbox.id));
  const idOf = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0].id;
  const notify = (userId: number, kind: 'review' | 'payout') => notices.notify(db(), userId, { kind, template: 'notice.ticket.answered', params: { id: 7 }, link: '/support' });

  it('turns a kind of notice off by a POST to the mail’s link, with no sign-in; the outbox then gets none of that kind', async () => {
    const email = 'unsubscribes@example.test';
    const token = await api.signUp(email);
    await db().update(users).set({ lang: 'de' }).where(eq(users.email, email));
    const userId = await idOf(email);
    await api.post('/v1/notification.prefs', token, { kind: 'review', mail: true });
    await notify(userId, 'review');

    const [mail] = await noticesTo(email);
    expect(mail.listUnsubscribe).toMatch(/^http:\/\/localhost:8080\/mail\/unsubscribe\?token=/);
    expect(unsubscribeHeaders(mail)).toEqual({ 'List-Unsubscribe': `<${mail.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    // The footer link is in the mail as sent, in the author's language; staff read it redacted.
    expect(deliverable(mail).text).toContain(`${translate('de', 'mail.unsubscribe')}:\n${mail.listUnsubscribe}`);
    expect(deliverable(mail).html).toContain(translate('de', 'mail.unsubscribe'));
    expect(mail.textBody).toContain('token=REDACTED');
    const url = new URL(mail.listUnsubscribe!);

    // A GET (a mail scanner, or the author) only asks, in the author's language.
    const page = await get().app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('lang="de"');
    expect(page.body).toContain(translate('de', 'mail.unsubscribePage.ask.button'));
    expect((await api.get('/v1/notification.prefs', token)).body.data.list).toContainEqual({ kind: 'review', mail: true });

    // The mail client's one-click POST.
    const post = await get().app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain(translate('de', 'mail.unsubscribePage.done.title'));
    expect((await api.get('/v1/notification.prefs', token)).body.data.list).toContainEqual({ kind: 'review', mail: false });

    await notify(userId, 'review');
    expect(await noticesTo(email)).toHaveLength(1);
  });

  it('sends the headers through SMTP with the mail, and none on essential mail', async () => {
    const email = 'headers.check@example.test';
    const token = await api.signUp(email);
    const userId = await idOf(email);
    await api.post('/v1/notification.prefs', token, { kind: 'review', mail: true });
    await api.post('/v1/notification.prefs', token, { kind: 'payout', mail: true });
    await notify(userId, 'review');
    await notify(userId, 'payout');
    const sent: { to: string; headers?: Record<string, string>; subject: string }[] = [];
    const transport: MailTransport = { sendMail: async (m) => void sent.push(m) };
    // Every due mail is sent, however many earlier tests left.
    for (let round = await deliverDue(db(), transport, 'test@example.test'); round.sent.length; round = await deliverDue(db(), transport, 'test@example.test'));
    const mine = sent.filter((m) => m.to === email);
    const template = (m: (typeof sent)[number]) => m.headers?.['X-Writers-Center-Mail']?.split('/')[0];
    expect(mine.map(template).sort()).toEqual(['notice', 'notice', 'verify_email']);
    const optional = mine.filter((m) => m.headers?.['List-Unsubscribe']);
    // Only the review notice can be turned off by its link; payouts are essential (turned off in the settings only), and so is the sign-up's verification.
    expect(optional).toHaveLength(1);
    expect(optional[0].headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(optional[0].headers!['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:8080\/mail\/unsubscribe\?token=\d+\.review\./);
  });

  it('refuses a forged or altered token with a page saying the link does not work', async () => {
    const email = 'forger.target@example.test';
    const token = await api.signUp(email);
    const userId = await idOf(email);
    await api.post('/v1/notification.prefs', token, { kind: 'review', mail: true });
    await notify(userId, 'review');
    const real = new URL((await noticesTo(email))[0].listUnsubscribe!).searchParams.get('token')!;
    // The same signature for another kind, or another account, does not hold.
    for (const forged of [real.replace('.review.', '.comment.'), real.replace(/^\d+\./, `${userId + 1}.`), 'garbage', '']) {
      const res = await get().app.inject({ method: 'POST', url: `/mail/unsubscribe?token=${encodeURIComponent(forged)}` });
      expect(res.statusCode, forged).toBe(404);
      expect(res.body).toContain(translate('en', 'mail.unsubscribePage.invalid.title'));
    }
    expect((await api.get('/v1/notification.prefs', token)).body.data.list).toContainEqual({ kind: 'review', mail: true });
  });
});
