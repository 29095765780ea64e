import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describeEachDatabase } from '../support/each-database';
import { apiClient, jpegWithExif, pngOfExactSize, pngOfSize, wordsText } from '../support/api-client';
import { DEMO_ADMIN, DEMO_EDITOR, DEMO_LOGIN, DEMO_NEWCOMER, DEMO_REJECTED } from '../../src/server/seed/demo';
import { authors, ledgerLines, notifications, novelStatsDays, novels, staff, uploads, users } from '../../src/server/db/schema';
import { ledgerTotals } from '../../src/server/modules/ledger/ledger-repository';
import { EARNING_KINDS } from '../../src/domain/ledger';
import { renderNotice } from '../../src/server/modules/notification/notices';
import de from '../../src/server/i18n/de.json' with { type: 'json' };
import en from '../../src/server/i18n/en.json' with { type: 'json' };
import enDomain from '../../src/domain/i18n/en.json' with { type: 'json' };
import esDomain from '../../src/domain/i18n/es.json' with { type: 'json' };
import { DEFAULT_BRAND_NAME } from '../../src/domain/brand-names';

describeEachDatabase('authors', ({ get }) => {
  const api = apiClient(() => get().app);
  let editorId: number;
  let otherEditorId: number;
  let admin: string;
  let editor: string;

  const registration = (overrides: Record<string, unknown> = {}) => ({
    pen_name: 'Wren Alder',
    gender: 'female',
    email: 'wren@example.test',
    country: 'DE',
    editor_id: editorId,
    accept_privacy: true,
    ...overrides,
  });

  beforeAll(async () => {
    const editors = await get().database.db.select().from(staff).where(eq(staff.role, 'editor'));
    editorId = editors.find((e) => e.email === DEMO_EDITOR.email)!.id;
    otherEditorId = editors.find((e) => e.email !== DEMO_EDITOR.email)!.id;
    admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
  });

  describe('reference data', () => {
    it('lists regions named in the request language and editors who speak it first', async () => {
      const token = await api.login(DEMO_NEWCOMER.email, DEMO_NEWCOMER.password);
      const es = await api.get('/v1/author.country?lang=es', token);
      expect(es.body.code).toBe(200);
      expect(es.body.data.list).toContainEqual({ code: 'DE', name: 'Alemania' });
      const de = await api.get('/v1/author.country?lang=de', token);
      expect(de.body.data.list).toContainEqual({ code: 'ES', name: 'Spanien' });
      const editors = await api.get('/v1/author.editors?lang=es', token);
      expect(editors.body.data.list[0]).toMatchObject({ name: 'Tomás Reyes', languages: expect.arrayContaining(['es']) });
      expect(editors.body.data.list.some((e: { name: string }) => e.name === 'Command line')).toBe(false);
      expect((await api.get('/v1/author.editors')).body.code).toBe(5005);
    });
  });

  describe('registration and review', () => {
    it('names every bad field of a registration, translated', async () => {
      const token = await api.signUp('fields@example.test');
      const res = await api.post('/v1/author.add?lang=es', token, { pen_name: '', gender: 'robot', email: 'nope', country: 'XX', editor_id: 'x', accept_privacy: false });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(4001);
      expect(res.body.data.fields).toEqual({
        pen_name: esDomain['validation.penName.required'],
        gender: esDomain['validation.gender.required'],
        email: esDomain['validation.email.format'],
        country: esDomain['validation.country.required'],
        editor_id: esDomain['validation.editor.required'],
        accept_privacy: esDomain['validation.privacy.required'],
      });
      const chars = await api.post('/v1/author.add', token, registration({ pen_name: 'Wren<script>' }));
      expect(chars.body.data.fields).toEqual({ pen_name: enDomain['validation.penName.chars'] });
      const notEditor = await api.post('/v1/author.add', token, registration({ editor_id: 999_999 }));
      expect(notEditor.body.data.fields).toEqual({ editor_id: enDomain['validation.editor.required'] });
      const wrongType = await api.post('/v1/author.add', token, registration({ pen_name: { $ne: 1 } }));
      expect(wrongType.body.data.fields.pen_name).toBe(enDomain['validation.invalid']);
      const taken = await api.post('/v1/author.add', token, registration({ pen_name: 'mara quill' }));
      expect(taken.body.code).toBe(4009);
      expect(taken.body.data.fields.pen_name).toBe(en['author.penName.taken']);
      const info = await api.get('/v1/author.info', token);
      expect(info.body.data.author_status).toBe(0);
    });

    it('sends a registration for review, and the editor approves it: the author gets status 1 and a message', async () => {
      const token = await api.signUp('wren@example.test');
      const sent = await api.post('/v1/author.add', token, registration({ pen_name: '  Wren Alder  ' }));
      expect(sent.body).toEqual({ code: 200, desc: en['author.register.sent'], data: { author_status: 2 } });
      expect((await api.get('/v1/author.info', token)).body.data).toMatchObject({ author_status: 2, author_name: 'Wren Alder' });
      expect((await api.post('/v1/author.add', token, registration())).body.code).toBe(4009);

      const queue = await api.get('/admin/v1/author.registrations', editor);
      const mine = queue.body.data.list.find((r: { account_email: string }) => r.account_email === 'wren@example.test');
      expect(mine).toMatchObject({ pen_name: 'Wren Alder', review_status: 'pending', editor: 'Iris Calder' });

      const approved = await api.post('/admin/v1/author.approve', editor, { user_id: mine.user_id });
      expect(approved.body.data).toEqual({ user_id: mine.user_id, author_status: 1 });
      expect((await api.get('/v1/author.info', token)).body.data.author_status).toBe(1);
      const profile = await api.get('/v1/author.profile', token);
      expect(profile.body.data.registration).toMatchObject({ author_status: 1, review_status: 'passed' });
      expect(profile.body.data.days_creating).toBe(1);
      const messages = await get().database.db.select().from(notifications).where(eq(notifications.userId, mine.user_id));
      // Notices store a template and its values, rendered in the reader's language when read.
      expect(messages.map((m) => renderNotice(m, 'en', DEFAULT_BRAND_NAME).title)).toContain(en['notice.registration.approved.title']);
      expect(messages.map((m) => renderNotice(m, 'de', DEFAULT_BRAND_NAME).title)).toContain(de['notice.registration.approved.title']);
      // Reviewing twice is a transition the state does not allow.
      expect((await api.post('/admin/v1/author.approve', editor, { user_id: mine.user_id })).body.code).toBe(4009);
    });

    it('rejects with a reason the author reads, and takes a corrected resubmission', async () => {
      const token = await api.signUp('ash@example.test');
      await api.post('/v1/author.add', token, registration({ pen_name: 'Ash Vale', email: 'ash@example.test' }));
      const [row] = await get().database.db.select().from(users).where(eq(users.email, 'ash@example.test'));
      const badReason = await api.post('/admin/v1/author.reject', editor, { user_id: row.id, reason: 'because' });
      expect(badReason.body.code).toBe(4001);
      const rejected = await api.post('/admin/v1/author.reject', editor, { user_id: row.id, reason: 'policy_violation', note: 'Contact details in the pen name.' });
      expect(rejected.body.data.author_status).toBe(3);
      const profile = await api.get('/v1/author.profile', token);
      expect(profile.body.data.registration).toMatchObject({ author_status: 3, review_status: 'rejected', reject_reason: 'policy_violation', reject_note: 'Contact details in the pen name.' });
      const again = await api.post('/v1/author.add', token, registration({ pen_name: 'Ash Vale Writes', email: 'ash@example.test' }));
      expect(again.body.code).toBe(200);
      const after = await api.get('/v1/author.profile', token);
      expect(after.body.data.registration).toMatchObject({ author_status: 2, review_status: 'pending', reject_reason: null });
      expect(after.body.data.pen_name).toBe('Ash Vale Writes');
    });

    it('lets an editor act only on their own authors; admins on all', async () => {
      const token = await api.signUp('otto@example.test');
      await api.post('/v1/author.add', token, registration({ pen_name: 'Otto Brand', editor_id: otherEditorId }));
      const [row] = await get().database.db.select().from(users).where(eq(users.email, 'otto@example.test'));
      const queue = await api.get('/admin/v1/author.registrations', editor);
      expect(queue.body.data.list.some((r: { user_id: number }) => r.user_id === row.id)).toBe(false);
      const denied = await api.post('/admin/v1/author.approve', editor, { user_id: row.id });
      expect(denied.status).toBe(403);
      expect(denied.body.code).toBe(4003);
      expect((await api.post('/admin/v1/author.approve', admin, { user_id: row.id })).body.code).toBe(200);
    });

    it('keeps staff and author tokens apart', async () => {
      const author = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      expect((await api.get('/admin/v1/author.registrations', author)).body.code).toBe(5005);
      expect((await api.get('/v1/author.info', editor)).body.code).toBe(5005);
      expect((await api.get('/admin/v1/staff.list', editor)).body.code).toBe(4003);
      expect((await api.get('/admin/v1/staff.list', admin)).body.code).toBe(200);
      const wrong = await api.post('/admin/v1/staff.login', undefined, { email: DEMO_EDITOR.email, password: 'not-it' });
      expect(wrong.body.code).toBe(4001);
    });

    it('creates staff accounts (admin only) with checked input', async () => {
      const bad = await api.post('/admin/v1/staff.create', admin, { email: 'x', name: 'X', role: 'editor', password: 'short' });
      expect(bad.body.code).toBe(4001);
      const created = await api.post('/admin/v1/staff.create', admin, { email: 'new.editor@example.test', name: 'New Editor', role: 'editor', password: 'a-long-staff-password' });
      expect(created.body.data).toMatchObject({ email: 'new.editor@example.test', role: 'editor' });
      expect((await api.post('/admin/v1/staff.create', editor, { email: 'y@example.test', name: 'Y', role: 'admin', password: 'a-long-staff-password' })).body.code).toBe(4003);
      expect(await api.staffLogin('new.editor@example.test', 'a-long-staff-password')).toBeTruthy();
    });
  });

  describe('profile', () => {
    it('shows the demo author’s info and dashboard figures', async () => {
      const token = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      const { body } = await api.get('/v1/author.profile?lang=fr', token);
      expect(body.data).toMatchObject({
        pen_name: 'Mara Quill',
        gender: 'female',
        country: 'PH',
        country_name: 'Philippines',
        editor: { name: 'Iris Calder' },
        level: 4,
        followers: 1289,
        days_creating: 413,
        registration: { author_status: 1, review_status: 'passed' },
      });
      expect(body.data.age).toBeGreaterThanOrEqual(31);
      // PV and followers are the platform's daily figures summed over the demo's novels.
      const [reading] = await get().database.db
        .select({ views: sql<string>`sum(${novelStatsDays.views})`, followers: sql<string>`sum(${novelStatsDays.newFollowers})` })
        .from(novelStatsDays)
        .innerJoin(novels, eq(novels.id, novelStatsDays.novelId))
        .innerJoin(users, eq(users.id, novels.authorId))
        .where(eq(users.email, DEMO_LOGIN.email));
      expect(Number(reading.views)).toBeGreaterThan(100_000);
      expect(body.data).toMatchObject({ total_pv: Number(reading.views), total_followers: Number(reading.followers) });
      // Income is the ledger's: what was earned, payouts not taken off, the figure /salaryManage shows for all time.
      const [demo] = await get().database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
      const earned = await ledgerTotals(get().database.db, { authorId: demo.id, kinds: EARNING_KINDS });
      expect(earned).toHaveLength(1);
      expect(body.data.total_income).toEqual(earned[0]);
      expect((await api.get('/v1/income.overview', token)).body.data.all_time).toEqual(earned);
    });

    it('counts the chapters the author’s novels hold: every dashboard figure comes from the data it names', async () => {
      const token = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      const { body } = await api.get('/v1/author.profile', token);
      const list = (await api.get('/v1/writeCenter.bookList?page=1&page_size=50', token)).body.data.list as { chapter_count: number; original_book_id: number }[];
      const chapters = list.reduce((n, b) => n + b.chapter_count, 0);
      expect(chapters).toBeGreaterThan(1260);
      expect(body.data.total_chapters).toBe(chapters);
      let pv = 0;
      let followers = 0;
      let income = 0n;
      for (const b of list) {
        const novel = (await api.get(`/v1/writeCenter.bookInfo?original_book_id=${b.original_book_id}`, token)).body.data;
        pv += novel.total_pv;
        followers += novel.followers;
        income += BigInt(novel.total_income_minor);
      }
      // The works' income and the lines of no one work (bonuses, welfare) add up to the author's.
      const [demo] = await get().database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
      const ofNoWork = await get().database.db
        .select({ total: sql<string>`coalesce(sum(${ledgerLines.amountMinor}), 0)` })
        .from(ledgerLines)
        .where(and(eq(ledgerLines.authorId, demo.id), isNull(ledgerLines.novelId), ne(ledgerLines.kind, 'payout')));
      expect(Number(ofNoWork[0].total)).toBeGreaterThan(0);
      expect(body.data).toMatchObject({ total_pv: pv, total_followers: followers, total_income: { amount_minor: String(income + BigInt(ofNoWork[0].total)) } });
    });

    it('shows the sign-in before the current one as the last login', async () => {
      await api.login(DEMO_REJECTED.email, DEMO_REJECTED.password);
      // That sign-in is moved to a known moment, so the next one's time cannot be mistaken for it.
      const earlier = new Date('2026-01-02T03:04:05.000Z');
      await get().database.db.update(users).set({ lastLoginAt: earlier }).where(eq(users.email, DEMO_REJECTED.email));
      const token = await api.login(DEMO_REJECTED.email, DEMO_REJECTED.password);
      expect(Date.parse((await api.get('/v1/author.profile', token)).body.data.last_login)).toBe(earlier.getTime());
    });

    it('has no last login on a first sign-in', async () => {
      const token = await api.signUp('first-visit@example.test');
      expect((await api.get('/v1/author.profile', token)).body.data.last_login).toBeNull();
    });

    it('validates and saves the editable fields', async () => {
      const token = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      const base = { pen_name: 'Mara Quill', gender: 'female', email: 'mara.quill@writers-center.test', country: 'PH' };
      const invalidDate = await api.post('/v1/author.modify', token, { ...base, birth_date: '2020-02-30' });
      expect(invalidDate.body.data.fields).toEqual({ birth_date: enDomain['validation.birthDate.invalid'] });
      const tooYoung = await api.post('/v1/author.modify', token, { ...base, birth_date: '2020-01-01' });
      expect(tooYoung.body.data.fields).toEqual({ birth_date: 'Authors must be between 13 and 120 years old' });
      const longSocial = await api.post('/v1/author.modify', token, { ...base, social_account: 'x'.repeat(201) });
      expect(longSocial.body.data.fields).toEqual({ social_account: 'Use at most 200 characters' });
      const ok = await api.post('/v1/author.modify', token, { ...base, birth_date: '1994-06-12', social_account: 'fb.com/maraquill' });
      expect(ok.body).toEqual({ code: 200, desc: en['author.modify.done'] });
      expect((await api.get('/v1/author.profile', token)).body.data.social_account).toBe('fb.com/maraquill');
    });

    it('refuses profile and intro edits from a user who is not a signed-up author', async () => {
      const token = await api.login(DEMO_REJECTED.email, DEMO_REJECTED.password);
      const profile = await api.get('/v1/author.profile', token);
      expect(profile.body.data.registration).toMatchObject({ author_status: 3, reject_reason: 'spec_mismatch' });
      expect((await api.post('/v1/author.modify', token, { pen_name: 'X', gender: 'male', email: 'x@example.test', country: 'US' })).body.code).toBe(4003);
      expect((await api.post('/v1/author.introModify', token, { intro: wordsText(30) })).body.code).toBe(4003);
    });
  });

  describe('author intro', () => {
    it('enforces 20–400 words at the bounds', async () => {
      const token = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      const short = await api.post('/v1/author.introModify', token, { intro: wordsText(19) });
      expect(short.body.data.fields).toEqual({ intro: 'Write 20 to 400 words; you have 19' });
      const long = await api.post('/v1/author.introModify', token, { intro: wordsText(401) });
      expect(long.body.data.fields).toEqual({ intro: 'Write 20 to 400 words; you have 401' });
      expect((await api.post('/v1/author.introModify', token, { intro: wordsText(400) })).body.code).toBe(200);
      expect((await api.post('/v1/author.introModify', token, { intro: wordsText(20) })).body.code).toBe(200);
    });

    it('keeps the approved text visible while a new version waits, then shows the editor’s reason', async () => {
      const token = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      const text = `${wordsText(25)} a new version`;
      const sent = await api.post('/v1/author.introModify', token, { intro: text });
      expect(sent.body).toMatchObject({ code: 200, desc: en['author.intro.sent'], data: { status: 'pending' } });
      const waiting = await api.get('/v1/author.getAuthorIntro', token);
      expect(waiting.body.data.status).toBe('pending');
      expect(waiting.body.data.approved.text).toMatch(/^I grew up between harbour towns/);
      expect(waiting.body.data.latest.text).toBe(text);

      const queue = await api.get('/admin/v1/author.intros', editor);
      const entries = queue.body.data.list.filter((i: { pen_name: string }) => i.pen_name === 'Mara Quill');
      expect(entries).toHaveLength(1); // earlier waiting versions were superseded
      const rejected = await api.post('/admin/v1/intro.reject', editor, { id: entries[0].id, reason: 'Please write about yourself, not a list of words.' });
      expect(rejected.body.data.status).toBe('rejected');
      const after = await api.get('/v1/author.getAuthorIntro', token);
      expect(after.body.data).toMatchObject({ status: 'rejected', latest: { reason: 'Please write about yourself, not a list of words.' } });
      expect(after.body.data.approved.text).toMatch(/^I grew up/);

      const fixed = `${wordsText(22)} about me`;
      const resent = await api.post('/v1/author.introModify', token, { intro: fixed });
      await api.post('/admin/v1/intro.approve', editor, { id: resent.body.data.id });
      const passed = await api.get('/v1/author.getAuthorIntro', token);
      expect(passed.body.data).toMatchObject({ status: 'passed', approved: { text: fixed } });
      expect((await api.post('/admin/v1/intro.reject', editor, { id: resent.body.data.id, reason: 'late' })).body.code).toBe(4009);
    });

    it('fails machine vetting for contact details', async () => {
      const token = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      const res = await api.post('/v1/author.introModify', token, { intro: `${wordsText(25)} write to me at mara@example.com` });
      expect(res.body).toMatchObject({ code: 200, desc: en['author.intro.vettingFailed'], data: { status: 'vetting_failed', reason: 'email' } });
      expect((await api.get('/v1/author.getAuthorIntro', token)).body.data.status).toBe('vetting_failed');
    });
  });

  describe('avatar and ID photo', () => {
    it('stores an avatar re-encoded, without its metadata, and shows it in author.info', async () => {
      const token = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      const res = await api.upload('/v1/user.upload_avatar', token, await jpegWithExif(), 'me.jpg', 'image/jpeg');
      expect(res.body).toMatchObject({ code: 200, desc: en['upload.succeeded'] });
      const url = res.body.data.avatar as string;
      expect((await api.get('/v1/author.info', token)).body.data.avatar).toBe(url);
      const file = await get().app.inject({ url });
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      // The previous avatar is gone.
      const avatars = await get().database.db.select().from(uploads).where(eq(uploads.kind, 'avatar'));
      expect(avatars.filter((a) => a.ownerId === (avatars.find((x) => url.includes(x.id)) ?? avatars[0]).ownerId)).toHaveLength(1);
    });

    it('takes an image of exactly 100 KB and refuses one byte more', async () => {
      const token = await api.login(DEMO_NEWCOMER.email, DEMO_NEWCOMER.password);
      const atLimit = await pngOfExactSize(100 * 1024);
      expect(atLimit.length).toBe(100 * 1024);
      expect((await api.upload('/v1/user.upload_avatar', token, atLimit)).body.code).toBe(200);
      const overLimit = await pngOfExactSize(100 * 1024 + 1);
      const tooBig = await api.upload('/v1/user.upload_avatar', token, overLimit);
      expect(tooBig.status).toBe(413);
      expect(tooBig.body).toMatchObject({ code: 4013, desc: 'Image upload failed: the image must be at most 100 KB' });
      expect((await api.upload('/v1/user.upload_avatar', token, await pngOfSize(300 * 1024))).body.code).toBe(4013);
    });

    it('refuses files that are not images, whatever their name says', async () => {
      const token = await api.login(DEMO_NEWCOMER.email, DEMO_NEWCOMER.password);
      const text = await api.upload('/v1/user.upload_avatar', token, Buffer.from('just some text, honestly'), 'photo.png', 'image/png');
      expect(text.status).toBe(415);
      expect(text.body).toMatchObject({ code: 4015, desc: en['upload.notAnImage'] });
      const svg = await api.upload('/v1/user.upload_avatar', token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'a.png');
      expect(svg.body.code).toBe(4015);
      const truncated = (await pngOfSize(4000)).subarray(0, 200);
      expect((await api.upload('/v1/user.upload_avatar', token, truncated, 'cut.png')).body.code).toBe(4015);
      const empty = await get().app.inject({ method: 'POST', url: '/v1/user.upload_avatar', headers: { authorization: `Bearer ${token}` }, payload: {} });
      expect(empty.json().code).toBe(4001);
    });

    it('keeps ID photos private: only the owner and their editor can fetch them', async () => {
      const token = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      const res = await api.upload('/v1/author.uploadUserCard', token, await pngOfSize(20 * 1024), 'id.png');
      expect(res.body).toMatchObject({ code: 200, desc: en['upload.succeeded'] });
      expect((await api.get('/v1/author.profile', token)).body.data.id_card_uploaded).toBe(true);
      const own = await get().app.inject({ url: '/v1/author.userCard', headers: { authorization: `Bearer ${token}` } });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/jpeg');
      expect(own.headers['cache-control']).toBe('private, no-store');

      const [author] = await get().database.db.select().from(authors).where(eq(authors.penName, 'Mara Quill'));
      const publicFiles = (await readdir(path.join(get().uploadsDir, 'public'), { recursive: true })) as string[];
      expect(publicFiles.some((f) => f.includes(author.idCardUploadId!))).toBe(false);
      expect((await get().app.inject({ url: `/uploads/id_card/${author.idCardUploadId}.jpg` })).statusCode).toBe(404);

      const other = await api.login(DEMO_NEWCOMER.email, DEMO_NEWCOMER.password);
      expect((await api.get('/v1/author.userCard', other)).body.code).toBe(4004);
      const byEditor = await get().app.inject({ url: `/admin/v1/author.userCard?user_id=${author.userId}`, headers: { authorization: `Bearer ${editor}` } });
      expect(byEditor.statusCode).toBe(200);
      const tomas = await api.post('/admin/v1/staff.create', admin, { email: 'tomas2@example.test', name: 'T2', role: 'editor', password: 'a-long-staff-password' });
      expect(tomas.body.code).toBe(200);
      const stranger = await api.staffLogin('tomas2@example.test', 'a-long-staff-password');
      expect((await api.get(`/admin/v1/author.userCard?user_id=${author.userId}`, stranger)).body.code).toBe(4004);
    });
  });

  describe('statistics import', () => {
    it('updates the level and followers by account email and reports unknown ones; the totals stay those of the author’s novels', async () => {
      const res = await api.post('/admin/v1/stats.import', admin, {
        rows: [
          { email: 'wren@example.test', total_income_minor: '1250', currency: 'EUR', total_pv: 900, total_followers: 12, total_chapters: 3, followers: 7, level: 2 },
          { email: 'ghost@example.test', total_pv: 1 },
        ],
      });
      expect(res.body.data).toEqual({ imported: 1, unknown: ['ghost@example.test'] });
      const token = await api.login('wren@example.test', 'long-enough-password');
      expect((await api.get('/v1/author.profile', token)).body.data).toMatchObject({
        // Wren has no novels yet: nothing to add up, whatever a platform file says.
        total_income: { amount_minor: '0', currency: 'EUR' },
        total_pv: 0,
        total_followers: 0,
        total_chapters: 0,
        followers: 7,
        level: 2,
      });
      expect((await api.post('/admin/v1/stats.import', editor, { rows: [] })).body.code).toBe(4003);
    });
  });
}, () => ({ demo: true }));
