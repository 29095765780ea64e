import { expect, it, vi } from 'vitest';
import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient, pngOfSize } from '../support/api-client';
import { DEMO_ADMIN, DEMO_EDITOR, DEMO_LOGIN } from '../../src/server/seed/demo';
import { auditLog, authors, mailOutbox, staff, users } from '../../src/server/db/schema';
import { translate } from '../../src/server/lib/i18n';
import { LOCALES } from '../../src/domain/locales';

describeEachDatabase('notices, announcements and the audit trail', ({ get }) => {
  const api = apiClient(() => get().app);

  /** A signed-up author waiting for review by the demo editor: their token and user id. */
  async function waitingAuthor(email: string) {
    const token = await api.signUp(email);
    const [iris] = await get().database.db.select().from(staff).where(eq(staff.email, DEMO_EDITOR.email));
    await api.post('/v1/author.add', token, { pen_name: email.split('@')[0].replace(/[^a-z]/g, ' ').trim() || 'Pen Name', gender: 'other', email, country: 'FR', editor_id: iris.id, accept_privacy: true });
    const [user] = await get().database.db.select().from(users).where(eq(users.email, email));
    return { token, userId: user.id };
  }

  it('names the brand of the author’s site in a notice, in every language', async () => {
    const { token, userId } = await waitingAuthor('hearth.notice@example.test');
    await get().database.db.update(users).set({ fromSite: 540 }).where(eq(users.id, userId));
    const editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
    expect((await api.post('/admin/v1/author.approve', editor, { user_id: userId })).body.code).toBe(200);
    for (const lang of LOCALES) {
      const [notice] = (await api.get(`/v1/notification.list?lang=${lang}`, token)).body.data.list;
      expect(notice.body, lang).toBe(translate(lang, 'notice.registration.approved.body', { brand: 'Hearthside Stories' }));
      expect(notice.body, lang).toContain('Hearthside Stories');
      expect(notice.body, lang).not.toMatch(/Writers.? Center/);
    }
  });

  it('renders an older notice in the language the author reads in now, and users.lang follows the portal', async () => {
    const { token, userId } = await waitingAuthor('lingual@example.test');
    const editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
    expect((await api.post('/admin/v1/author.approve', editor, { user_id: userId })).body.code).toBe(200);

    const en = (await api.get('/v1/notification.list', token)).body.data;
    expect(en.list[0]).toMatchObject({ kind: 'review', title: translate('en', 'notice.registration.approved.title'), read: false, link: '/dashboard' });
    const de = (await api.get('/v1/notification.list?lang=de', token)).body.data;
    expect(de.list[0].title).toBe(translate('de', 'notice.registration.approved.title'));
    expect(de.list[0].title).not.toBe(en.list[0].title);

    expect((await api.post('/v1/user.setLang', token, { lang: 'de-DE' })).body.code).toBe(200);
    const [row] = await get().database.db.select({ lang: users.lang }).from(users).where(eq(users.id, userId));
    expect(row.lang).toBe('de');
    expect((await api.post('/v1/user.setLang', token, { lang: 'klingon' })).body.code).toBe(4001);
  });

  it('writes a notice in the transaction of the decision it reports: no notice, no decision', async () => {
    const { userId } = await waitingAuthor('atomic@example.test');
    const editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
    const db = get().database.db;
    await db.execute(sql`alter table notifications add constraint refuse_all check (user_id < 0) not valid`);
    try {
      const res = await api.post('/admin/v1/author.approve', editor, { user_id: userId });
      expect(res.body.code).toBe(5000);
    } finally {
      await db.execute(sql`alter table notifications drop constraint refuse_all`);
    }
    const [author] = await db.select().from(authors).where(eq(authors.userId, userId));
    expect(author.reviewStatus).toBe('pending');
    expect(await db.select().from(auditLog).where(eq(auditLog.subjectUserId, userId))).toEqual([]);
    expect((await api.post('/admin/v1/author.approve', editor, { user_id: userId })).body.code).toBe(200);
  });

  it('an account waiting for review or rejected reads its notices, the rejection among them, and marks them read', async () => {
    const waiting = await waitingAuthor('waiting-reader@example.test');
    expect((await api.get('/v1/notification.list', waiting.token)).body.code).toBe(200);
    expect((await api.get('/v1/notification.announcements', waiting.token)).body.code).toBe(200);

    const { token, userId } = await waitingAuthor('rejected-reader@example.test');
    const editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
    expect((await api.post('/admin/v1/author.reject', editor, { user_id: userId, reason: 'spec_mismatch' })).body.code).toBe(200);
    const list = await api.get('/v1/notification.list', token);
    expect(list.body.code).toBe(200);
    expect(list.body.data.list[0]).toMatchObject({ kind: 'review', title: translate('en', 'notice.registration.rejected.title'), read: false });
    expect((await api.get('/v1/notification.usercenter', token)).body.data.message_center.unread_num).toBeGreaterThan(0);
    expect((await api.post('/v1/notification.read', token, { ids: [list.body.data.list[0].id] })).body.data.updated).toBe(1);
  });

  it('lists the notices asking for an action apart from the others, by kind, until the action is done', async () => {
    const { token, userId } = await waitingAuthor('actions@example.test');
    const db = get().database.db;
    await db.execute(sql`insert into notifications (user_id, kind, template, params, action_required) values (${userId}, 'contract', 'notice.novel.approved', ${JSON.stringify({ title: 'Sign me' })}::jsonb, true)`);
    await db.execute(sql`insert into notifications (user_id, kind, template, params) values (${userId}, 'review', 'notice.novel.approved', ${JSON.stringify({ title: 'Read me' })}::jsonb)`);
    const required = (await api.get('/v1/notification.list?action=required', token)).body.data.list;
    expect(required.map((n: { kind: string; action_required: boolean }) => [n.kind, n.action_required])).toEqual([['contract', true]]);
    const others = (await api.get('/v1/notification.list?action=other', token)).body.data.list;
    expect(others.every((n: { action_required: boolean }) => !n.action_required)).toBe(true);
    expect(others.length).toBeGreaterThan(0);
    expect((await api.get('/v1/notification.list?action=required&kind=review', token)).body.data.list).toEqual([]);
    expect((await api.get('/v1/notification.list?action=maybe', token)).body.code).toBe(4001);
    await db.execute(sql`update notifications set action_required = false where user_id = ${userId}`);
    expect((await api.get('/v1/notification.list?action=required', token)).body.data.list).toEqual([]);
  });

  it('pages notices by cursor, filters read, unread and kind, and marks one or all read, each tab its own; the dot agrees', async () => {
    const author = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const [demo] = await get().database.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
    for (let i = 0; i < 5; i++) {
      await get().database.db.execute(sql`insert into notifications (user_id, kind, template, params) values (${demo.id}, 'review', 'notice.novel.approved', ${JSON.stringify({ title: `Book ${i}` })}::jsonb)`);
    }
    const unreadBefore = (await api.get('/v1/notification.usercenter', author)).body.data.message_center.unread_num;
    const first = (await api.get('/v1/notification.list?limit=3&status=unread', author)).body.data;
    expect(first.list).toHaveLength(3);
    expect(first.list[0].body).toContain('Book 4');
    const second = (await api.get(`/v1/notification.list?limit=3&status=unread&cursor=${first.next_cursor}`, author)).body.data;
    expect(second.list[0].id).toBeLessThan(first.list[2].id);
    const read = (await api.post('/v1/notification.read', author, { ids: [first.list[0].id, first.list[1].id] })).body.data;
    expect(read).toEqual({ updated: 2, unread_num: unreadBefore - 2 });
    expect((await api.get('/v1/notification.usercenter', author)).body.data.message_center.unread_num).toBe(unreadBefore - 2);
    expect((await api.get('/v1/notification.list?status=read&kind=review', author)).body.data.list.map((n: { id: number }) => n.id)).toEqual(
      expect.arrayContaining([first.list[0].id, first.list[1].id]),
    );
    const other = await api.login('newcomer@writers-center.test', 'writers-center-demo');
    expect((await api.post('/v1/notification.read', other, { ids: [first.list[2].id] })).body.data.updated).toBe(0);
    const all = (await api.post('/v1/notification.readAll', author, {})).body.data;
    expect((await api.get('/v1/notification.list?status=unread', author)).body.data.list).toEqual([]);
    // Each tab marks its own: My notices' "Mark all as read" leaves the news unread, and the dot still counts them.
    type News = { read: boolean };
    const news = async () => (await api.get('/v1/notification.announcements', author)).body.data.list as News[];
    const unreadNews = (await news()).filter((n) => !n.read).length;
    expect(unreadNews).toBeGreaterThan(0);
    expect(all.unread_num).toBe(unreadNews);
    await get().database.db.execute(sql`insert into notifications (user_id, kind, template, params) values (${demo.id}, 'review', 'notice.novel.approved', ${JSON.stringify({ title: 'Book 5' })}::jsonb)`);
    const newsRead = (await api.post('/v1/notification.readAll', author, { scope: 'news' })).body.data;
    expect(newsRead).toEqual({ updated: unreadNews, unread_num: 1 });
    expect((await news()).every((n) => n.read)).toBe(true);
    // …and News' leaves the notices unread.
    expect((await api.get('/v1/notification.list?status=unread', author)).body.data.list).toHaveLength(1);
  });

  it('broadcasts announcements to all, a site or a language section, with a read state per author and English as the fallback', async () => {
    const admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const a = await api.signUp('reader.one@example.test');
    const b = await api.signUp('reader.two@example.test');
    await api.post('/v1/user.setLang', b, { lang: 'de' });
    const publish = (body: object) => api.post('/admin/v1/announcement.publish', admin, body);
    expect((await publish({ audience: 'all', titles: { en: 'Spring contest', de: 'Frühlingswettbewerb' }, bodies: { en: 'Join now', de: 'Jetzt mitmachen' } })).body.code).toBe(200);
    expect((await publish({ audience: 'section', section_id: 15, titles: { en: 'For German writers' }, bodies: { en: 'Hallo' } })).body.code).toBe(200);
    expect((await publish({ audience: 'site', site_id: 540, titles: { en: 'Site news' }, bodies: { en: 'Only 540' } })).body.code).toBe(200);
    expect((await publish({ audience: 'all', titles: { de: 'Nur Deutsch' }, bodies: { de: 'x' } })).body.code).toBe(4001);

    // The demo's pinned challenge is there too; these are the ones this test published.
    type Item = { id: number; title: string; pinned: boolean; fallback: boolean; read: boolean };
    const ours = (list: Item[]) => list.filter((x) => !x.pinned);
    const forA = ours((await api.get('/v1/notification.announcements', a)).body.data.list);
    expect(forA.map((x: { title: string }) => x.title)).toEqual(['Spring contest']);
    const forB = ours((await api.get('/v1/notification.announcements?lang=de', b)).body.data.list);
    expect(forB.map((x: { title: string; fallback: boolean }) => [x.title, x.fallback])).toEqual([
      ['For German writers', true],
      ['Frühlingswettbewerb', false],
    ]);
    const unreadB = (await api.get('/v1/notification.usercenter', b)).body.data.message_center.unread_num;
    expect((await api.post('/v1/notification.announcementRead', b, { id: forB[1].id })).body.data.unread_num).toBe(unreadB - 1);
    expect((await api.get('/v1/notification.announcements', a)).body.data.list[0].read).toBe(false);
    expect((await api.post('/v1/notification.announcementRead', a, { id: forB[0].id })).body.code).toBe(4004);
  });

  it('keeps a preference per kind: in-app only by default, mail on request', async () => {
    const token = await api.signUp('prefs@example.test');
    const initial = (await api.get('/v1/notification.prefs', token)).body.data.list;
    expect(initial.every((p: { mail: boolean }) => p.mail === false)).toBe(true);
    const after = (await api.post('/v1/notification.prefs', token, { kind: 'review', mail: true })).body.data.list;
    expect(after.find((p: { kind: string }) => p.kind === 'review').mail).toBe(true);
    expect((await api.post('/v1/notification.prefs', token, { kind: 'gossip', mail: true })).body.code).toBe(4001);
  });

  it('answers the same preferences as user.mailPreferences, written through either name', async () => {
    const token = await api.signUp('mail-preferences@example.test');
    const written = await api.post('/v1/user.mailPreferences?lang=en', token, { kind: 'contract', mail: true });
    expect(written.body).toMatchObject({ code: 200, desc: translate('en', 'notification.prefs.saved') });
    const read = (await api.get('/v1/user.mailPreferences', token)).body.data;
    expect(read.list.find((p: { kind: string }) => p.kind === 'contract').mail).toBe(true);
    expect((await api.get('/v1/notification.prefs', token)).body.data).toEqual(read);
    // Written through the old name, read through the new one.
    await api.post('/v1/notification.prefs', token, { kind: 'contract', mail: false });
    expect((await api.get('/v1/user.mailPreferences', token)).body.data.list.find((p: { kind: string }) => p.kind === 'contract').mail).toBe(false);
    expect((await api.post('/v1/user.mailPreferences', token, { kind: 'gossip', mail: true })).body.code).toBe(4001);
    // Both names are in the API's description.
    const paths = Object.keys((await get().app.inject({ url: '/v1/openapi.json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/v1/notification.prefs', '/v1/user.mailPreferences']));
  });

  it('mails a notice too when the author asked for that kind by mail, in their language, in the same transaction', async () => {
    const { token, userId } = await waitingAuthor('mailme@example.test');
    await api.post('/v1/user.setLang', token, { lang: 'es' });
    expect((await api.post('/v1/notification.prefs', token, { kind: 'review', mail: true })).body.code).toBe(200);
    const editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
    expect((await api.post('/admin/v1/author.approve', editor, { user_id: userId })).body.code).toBe(200);
    const mails = await get().database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'mailme@example.test'));
    const notice = mails.find((m) => m.template === 'notice');
    expect(notice?.subject).toBe(translate('es', 'notice.registration.approved.title'));
    expect(notice?.lang).toBe('es');
    expect(notice?.textBody).toContain('/dashboard');
    // Another kind stays in-app only.
    const before = (await get().database.db.select().from(mailOutbox)).length;
    await get().database.db.execute(sql`select 1`);
    const { userId: other } = await waitingAuthor('inapp@example.test');
    expect((await api.post('/admin/v1/author.approve', editor, { user_id: other })).body.code).toBe(200);
    const after = await get().database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'inapp@example.test'));
    expect(after.filter((m) => m.template === 'notice')).toEqual([]);
    expect((await get().database.db.select().from(mailOutbox)).length).toBeGreaterThanOrEqual(before);
  });

  it('records who viewed an ID photo and every staff decision; the author sees it, staff query it', async () => {
    const editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
    const admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const author = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const [demo] = await get().database.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
    expect((await api.upload('/v1/author.uploadUserCard', author, await pngOfSize(20_000))).body.code).toBe(200);
    const view = await get().app.inject({ url: `/admin/v1/author.userCard?user_id=${demo.id}`, headers: { authorization: `Bearer ${editor}` } });
    expect(view.statusCode).toBe(200);
    const trail = (await api.get('/v1/author.auditTrail', author)).body.data.list;
    expect(trail[0]).toMatchObject({ actor: 'editor', actor_name: 'Iris Calder', action: 'id_card.viewed', subject: 'id_card' });
    expect(trail[1]).toMatchObject({ actor: 'you', action: 'id_card.uploaded' });
    const staffView = (await api.get(`/admin/v1/audit.query?user_id=${demo.id}`, admin)).body.data.list;
    expect(staffView[0]).toMatchObject({ actor_kind: 'staff', action: 'id_card.viewed', subject_kind: 'id_card' });
    expect((await api.get(`/admin/v1/audit.query?user_id=${demo.id}`, editor)).body.code).toBe(4003);
    const decisions = await get().database.db.select().from(auditLog).where(eq(auditLog.action, 'registration.approved'));
    expect(decisions.length).toBeGreaterThan(0);
    expect(decisions[0]).toMatchObject({ actorKind: 'staff', subjectKind: 'registration' });
  });

  it('pushes the unread count to an open stream the moment a notice is written', { timeout: 60_000 }, async () => {
    const { app } = get();
    // Without a live token the stream answers the envelope, like every route (the fuzz suite leaves streams out).
    expect((await api.get('/v1/notification.stream?lang=constructor')).body.code).toBe(5005);
    expect((await api.get('/v1/notification.stream', 'not-a-token')).body.code).toBe(5005);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const { token, userId } = await waitingAuthor('streamer@example.test');
    const events: string[] = [];
    const request = http.get(`${base}/v1/notification.stream`, { headers: { cookie: `wc_author_token=${encodeURIComponent(token)}` } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => events.push(chunk));
    });
    try {
      // Events arrive when the server gets to them: wait for the condition, as long as the test allows.
      const waitFor = (predicate: () => boolean) => vi.waitFor(() => expect(predicate()).toBe(true), { timeout: 20_000, interval: 50 });
      const before = (await api.get('/v1/notification.usercenter', token)).body.data.message_center.unread_num;
      await waitFor(() => events.join('').includes(`"unread_num":${before}`));
      const editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
      expect((await api.post('/admin/v1/author.approve', editor, { user_id: userId })).body.code).toBe(200);
      await waitFor(() => events.join('').includes(`"unread_num":${before + 1}`));
      expect(events.join('')).toContain('event: unread');
    } finally {
      request.destroy();
    }
  });
}, () => ({ demo: true }));
