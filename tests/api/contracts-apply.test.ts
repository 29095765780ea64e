import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { applicationBody, newAuthor, newWork, testClock, uploadIdPhoto } from '../support/contracts';
import { DEMO_ADMIN, DEMO_EDITOR, DEMO_LOGIN, DEMO_MINOR } from '../../src/server/seed/demo';
import { auditLog, contractApplications, notifications, users } from '../../src/server/db/schema';
import { renderNotice } from '../../src/server/modules/notification/notices';
import en from '../../src/server/i18n/en.json' with { type: 'json' };
import de from '../../src/server/i18n/de.json' with { type: 'json' };
import enDomain from '../../src/domain/i18n/en.json' with { type: 'json' };
import deDomain from '../../src/domain/i18n/de.json' with { type: 'json' };
import { DEFAULT_BRAND_NAME } from '../../src/domain/brand-names';

const clock = testClock();

describeEachDatabase(
  'contracts: the checklist, the application and its review',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    let editor: string;
    let admin: string;

    beforeAll(async () => {
      editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
      admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    });

    const checks = (data: { checks: { id: string; ok: boolean; missing: string[] }[] }) =>
      Object.fromEntries(data.checks.map((c) => [c.id, c.ok]));
    const queue = async (token = editor, status?: string) =>
      (await api.get(`/admin/v1/contract.applications${status ? `?status=${status}` : ''}`, token)).body.data.list as {
        id: number;
        book_id: number;
        status: string;
      }[];
    const waitingFor = async (bookId: number) =>
      (await queue(editor, 'pending,info_requested,approved,rejected')).find((a) => a.book_id === bookId)!;

    describe('the checklist (sign.eligibility)', () => {
      it('wants more words than the site’s threshold: 30,000 is not enough, 30,001 is', async () => {
        const at = await newAuthor(db(), api, { words: 30_000 });
        const res = await api.get(`/v1/sign.eligibility?original_book_id=${at.bookId}`, at.token);
        expect(res.body.code).toBe(200);
        expect(res.body.data).toMatchObject({
          threshold: 30_000,
          minor: false,
          country: 'PH',
          can_apply: false,
          application: null,
          book: { id: at.bookId, words: 30_000 },
        });
        expect(checks(res.body.data)).toEqual({
          words: false,
          email: true,
          profile: true,
          guardian: true,
          open_application: true,
          reapply: true,
        });
        const refused = await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, at.bookId));
        expect(refused.body).toMatchObject({
          code: 4009,
          desc: en['contract.apply.words'].replace('{threshold, number}', '30,000'),
        });

        const over = await newWork(db(), at.userId, 30_001);
        const ok = await api.get(`/v1/sign.eligibility?original_book_id=${over}`, at.token);
        expect(ok.body.data).toMatchObject({ can_apply: true, book: { words: 30_001 } });
      });

      it('reads the threshold and review time from the author’s site (540: 50,000 words, 21 days)', async () => {
        const at = await newAuthor(db(), api, { words: 50_000, site: 540 });
        const res = await api.get(`/v1/sign.eligibility?original_book_id=${at.bookId}`, at.token);
        expect(res.body.data).toMatchObject({ threshold: 50_000, can_apply: false });
        const over = await newWork(db(), at.userId, 50_001);
        const sent = await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, over));
        expect(sent.body.data.application).toMatchObject({ review_days: 21, review_day: 1 });
      });

      it('names what is missing: a verified email, profile fields', async () => {
        const at = await newAuthor(db(), api, { verified: false, birthDate: null, country: '' });
        const res = await api.get(`/v1/sign.eligibility?original_book_id=${at.bookId}`, at.token);
        expect(checks(res.body.data)).toMatchObject({ words: true, email: false, profile: false });
        expect(res.body.data.checks.find((c: { id: string }) => c.id === 'profile').missing).toEqual(['country', 'birth_date']);
        expect(res.body.data.can_apply).toBe(false);
        const refused = await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, at.bookId));
        expect(refused.body).toMatchObject({ code: 4009, desc: en['contract.apply.email'] });
        await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, at.userId));
        const again = await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, at.bookId));
        expect(again.body).toMatchObject({ code: 4009, desc: en['contract.apply.profile'] });
      });

      it('is a minor at 17 and an adult from the 18th birthday (by the app’s clock)', async () => {
        const at = await newAuthor(db(), api, { birthDate: '2008-03-10' });
        try {
          clock.set('2026-03-09T23:59:59.000Z');
          const minor = await api.get(`/v1/sign.eligibility?original_book_id=${at.bookId}`, at.token);
          expect(minor.body.data).toMatchObject({ minor: true, can_apply: true });
          expect(checks(minor.body.data).guardian).toBe(false);
          // A minor must name the guardian: each of the five fields is required.
          const without = await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, at.bookId));
          expect(without.body.code).toBe(4001);
          expect(without.body.data.fields).toEqual({
            guardian_truename: enDomain['validation.guardianName.required'],
            guardian_email: enDomain['validation.guardianEmail.required'],
            guardian_mobile: enDomain['validation.guardianPhone.required'],
            guardian_IDcard: enDomain['validation.guardianId.required'],
            guardian_id_photo: enDomain['validation.guardianPhoto.required'],
          });
          clock.set('2026-03-10T00:00:00.000Z');
          const adult = await api.get(`/v1/sign.eligibility?original_book_id=${at.bookId}`, at.token);
          expect(adult.body.data.minor).toBe(false);
          expect(checks(adult.body.data).guardian).toBe(true);
          // An adult's guardian fields are ignored, not stored.
          const sent = await api.post(
            '/v1/sign.submit',
            at.token,
            await applicationBody(api, at.token, at.bookId, { guardian: true }),
          );
          expect(sent.body.code).toBe(200);
          const [row] = await db().select().from(contractApplications).where(eq(contractApplications.novelId, at.bookId));
          expect(row).toMatchObject({ minor: false, guardianTruename: null, guardianEmail: null, guardianIdPhoto: null });
        } finally {
          clock.reset();
        }
      });

      it('answers 4004 for another author’s work, 4003 before the author is signed up, 5005 without a token', async () => {
        const me = await newAuthor(db(), api);
        const other = await newAuthor(db(), api);
        expect((await api.get(`/v1/sign.eligibility?original_book_id=${other.bookId}`, me.token)).body.code).toBe(4004);
        expect((await api.get(`/v1/sign.info?book_id=${other.bookId}`, me.token)).body.code).toBe(4004);
        expect((await api.post('/v1/sign.submit', me.token, await applicationBody(api, me.token, other.bookId))).body.code).toBe(
          4004,
        );
        const newcomer = await api.signUp(`newcomer.${Date.now()}@example.test`);
        expect((await api.get(`/v1/sign.eligibility?original_book_id=${me.bookId}`, newcomer)).body.code).toBe(4003);
        expect((await api.get(`/v1/sign.eligibility?original_book_id=${me.bookId}`)).body.code).toBe(5005);
      });
    });

    describe('the application (sign.submit)', () => {
      it('holds names, lines and the guardian’s email to the domain’s rules: no markup or emoji, no minor’s own address', async () => {
        const at = await newAuthor(db(), api, { birthDate: '2010-03-10' });
        const full = await applicationBody(api, at.token, at.bookId, { guardian: true });
        const fields = async (overrides: Record<string, unknown>) => (await api.post('/v1/sign.submit', at.token, { ...full, ...overrides })).body.data?.fields;
        expect(await fields({ truename: '<script>alert(1)</script>', address: '😀' })).toEqual({
          truename: enDomain['validation.name.chars'].replace('{char}', '<'),
          address: enDomain['validation.text.chars'].replace('{char}', '😀'),
        });
        expect(await fields({ guardian_email: at.email.toUpperCase() })).toEqual({ guardian_email: enDomain['validation.guardianEmail.own'] });
      });

      it('names each missing required field in the request’s language', async () => {
        const at = await newAuthor(db(), api);
        const full = await applicationBody(api, at.token, at.bookId);
        const expected: Record<string, string> = {
          truename: 'validation.legalName.required',
          IDcard: 'validation.idNumber.required',
          id_photo_front: 'validation.idPhoto.required',
          id_photo_back: 'validation.idPhotoBack.required',
          address: 'validation.address.required',
          mobile: 'validation.phone.required',
          facebook: 'validation.social.required',
          monthly_words: 'validation.monthlyWords.required',
          estimated_words: 'validation.estimatedWords.required',
        };
        for (const [field, id] of Object.entries(expected)) {
          const body = { ...full };
          delete body[field];
          const res = await api.post('/v1/sign.submit', at.token, body);
          expect(res.body.code, field).toBe(4001);
          expect(res.body.data.fields[field], field).toBe(enDomain[id as keyof typeof enDomain]);
        }
        // A passport has no back; its photo is not asked for.
        const passport: Record<string, unknown> = { ...full, id_type: 'passport', IDcard: 'P1234567A' };
        delete passport.id_photo_back;
        expect((await api.post('/v1/sign.submit?lang=de', at.token, { ...passport, mobile: '12' })).body.data.fields).toEqual({
          mobile: deDomain['validation.phone.format'],
        });
        // Words are 3 to 8 digits.
        expect((await api.post('/v1/sign.submit', at.token, { ...full, monthly_words: 99 })).body.data.fields).toHaveProperty(
          'monthly_words',
        );
        expect(
          (await api.post('/v1/sign.submit', at.token, { ...full, estimated_words: 100_000_000 })).body.data.fields,
        ).toHaveProperty('estimated_words');
      });

      it('takes only the author’s own ID photos', async () => {
        const me = await newAuthor(db(), api);
        const other = await newAuthor(db(), api);
        const theirs = await uploadIdPhoto(api, other.token);
        const res = await api.post(
          '/v1/sign.submit',
          me.token,
          await applicationBody(api, me.token, me.bookId, {
            overrides: { id_photo_front: theirs, id_photo_back: 'not-an-upload' },
          }),
        );
        expect(res.body.code).toBe(4001);
        expect(res.body.data.fields).toEqual({
          id_photo_front: enDomain['validation.idPhoto.required'],
          id_photo_back: enDomain['validation.idPhotoBack.required'],
        });
        const notImage = await api.upload(
          '/v1/sign.uploadIdPhoto?party=author&side=front',
          me.token,
          Buffer.from('%PDF-1.4 not an image'),
          'id.pdf',
          'application/pdf',
        );
        expect(notImage.body.code).toBe(4015);
      });

      it('keeps one open application per work, shows the tracker with its editor and day N of M, and audits it', async () => {
        const at = await newAuthor(db(), api);
        try {
          clock.set('2026-06-01T10:00:00.000Z');
          const sent = await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, at.bookId));
          expect(sent.body).toMatchObject({ code: 200, desc: en['contract.apply.sent'] });
          expect(sent.body.data.application).toMatchObject({
            book_id: at.bookId,
            status: 'pending',
            step: 'review',
            editor: { name: 'Iris Calder' },
            review_day: 1,
            review_days: 14,
            submitted_at: '2026-06-01T10:00:00.000Z',
            contract_id: null,
          });
          const again = await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, at.bookId));
          expect(again.body).toMatchObject({ code: 4009, desc: en['contract.apply.open'] });
          clock.set('2026-06-04T09:00:00.000Z');
          const eligibility = await api.get(`/v1/sign.eligibility?original_book_id=${at.bookId}`, at.token);
          expect(eligibility.body.data).toMatchObject({ can_apply: false, application: { review_day: 4, status: 'pending' } });
          expect(checks(eligibility.body.data).open_application).toBe(false);
          const info = await api.get(`/v1/sign.info?book_id=${at.bookId}`, at.token);
          expect(info.body.data.application).toMatchObject({
            truename: '••••••••••••••ntos',
            IDcard: '••••••••5678',
            mobile: '••••••••••••4567',
            id_type: 'id_card',
            guardian: null,
          });
          expect(info.body.data.contract).toBeNull();
          const trail = await db()
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.subjectUserId, at.userId), eq(auditLog.action, 'contract_application.submitted')));
          expect(trail).toHaveLength(1);
          expect(JSON.stringify(trail[0].after)).not.toMatch(/Santos|5678|Mabini/);
          expect((await queue()).some((a) => a.book_id === at.bookId)).toBe(true);
        } finally {
          clock.reset();
        }
      });

      it('holds the personal values encrypted: no clear text in the table', async () => {
        const at = await newAuthor(db(), api, { birthDate: '2011-01-01' });
        const body = await applicationBody(api, at.token, at.bookId, {
          guardian: true,
          guardianEmail: 'rowena.santos@example.test',
        });
        expect((await api.post('/v1/sign.submit', at.token, body)).body.code).toBe(200);
        const { rows } = (await db().execute(
          sql`select * from contract_applications where novel_id = ${at.bookId}`,
        )) as unknown as { rows: Record<string, unknown>[] };
        const raw = JSON.stringify(rows[0]);
        for (const clear of [
          'Maria Clara',
          'Santos',
          '1234 5678',
          'Mabini',
          '917 123 4567',
          '917 765 4321',
          'mariaclarawrites',
          'Rowena',
          'rowena.santos',
          '8765 4321',
        ])
          expect(raw).not.toContain(clear);
        for (const column of [
          'truename',
          'id_number',
          'address',
          'mobile',
          'social_account',
          'guardian_truename',
          'guardian_email',
          'guardian_mobile',
          'guardian_id_number',
        ]) {
          expect(String(rows[0][column]), column).toMatch(/^enc:v1:/);
        }
        expect(String(rows[0].id_number_hash)).toMatch(/^[\w-]+:[0-9a-f]{64}$/);
      });
    });

    describe('the editor’s review', () => {
      it('approves: the contract is created unsigned, the tracker moves on, the author is told; a second decision is refused', async () => {
        const at = await newAuthor(db(), api);
        await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, at.bookId));
        const application = await waitingFor(at.bookId);
        const approved = await api.post('/admin/v1/application.approve', editor, { application_id: application.id });
        expect(approved.body.data).toMatchObject({
          application_id: application.id,
          status: 'approved',
          contract_no: expect.stringMatching(/^WC-\d{4}-\d{6}$/),
        });
        expect((await api.post('/admin/v1/application.approve', editor, { application_id: application.id })).body.code).toBe(
          4009,
        );
        expect(
          (await api.post('/admin/v1/application.reject', editor, { application_id: application.id, reason: 'No' })).body.code,
        ).toBe(4009);
        expect(
          (await api.post('/admin/v1/application.requestInfo', editor, { application_id: application.id, note: 'More' })).body
            .code,
        ).toBe(4009);
        const info = await api.get(`/v1/sign.info?book_id=${at.bookId}`, at.token);
        expect(info.body.data.application).toMatchObject({
          status: 'approved',
          step: 'contract',
          contract_id: approved.body.data.contract_id,
        });
        expect(info.body.data.contract).toMatchObject({
          status: 'unsigned',
          contract_no: approved.body.data.contract_no,
          terms: null,
          pdf: false,
        });
        expect(info.body.data.contract.events.map((e: { kind: string }) => e.kind)).toEqual(['applied', 'approved']);
        const notices = await db().select().from(notifications).where(eq(notifications.userId, at.userId));
        expect(notices.map((n) => renderNotice(n, 'de', DEFAULT_BRAND_NAME).title)).toContain(de['notice.contract.approved.title']);
        // Another editor's author is not in scope; an unknown id is not found.
        const other = await api.staffLogin('tomas.reyes@writers-center.test', DEMO_EDITOR.password);
        const b = await newAuthor(db(), api);
        await api.post('/v1/sign.submit', b.token, await applicationBody(api, b.token, b.bookId));
        expect((await queue(other)).some((a) => a.book_id === b.bookId)).toBe(false);
        expect(
          (await api.post('/admin/v1/application.approve', other, { application_id: (await waitingFor(b.bookId)).id })).body.code,
        ).toBe(4003);
        expect((await api.post('/admin/v1/application.approve', admin, { application_id: 999_999 })).body.code).toBe(4004);
      });

      it('asks for information (popup 3, an action-required notice); the answer puts it back to pending and settles both', async () => {
        const at = await newAuthor(db(), api);
        await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, at.bookId));
        const application = await waitingFor(at.bookId);
        const asked = await api.post('/admin/v1/application.requestInfo', editor, {
          application_id: application.id,
          note: 'The ID photo is blurred.',
        });
        expect(asked.body.data.status).toBe('info_requested');
        expect(
          (await api.post('/admin/v1/application.requestInfo', editor, { application_id: application.id, note: 'Again' })).body
            .code,
        ).toBe(4009);
        // Approval waits for the author's answer.
        expect((await api.post('/admin/v1/application.approve', editor, { application_id: application.id })).body.code).toBe(
          4009,
        );
        const popups = await api.get('/v1/author.popupList', at.token);
        expect(popups.body.data.list).toContainEqual({
          type: 3,
          title: en['popup.info.title'],
          content: en['popup.info.content']
            .replace('{title}', 'A Lantern For The Tide')
            .replace('{note}', 'The ID photo is blurred.'),
          original_book_id: at.bookId,
          book_id: at.bookId,
        });
        const info = await api.get(`/v1/sign.info?book_id=${at.bookId}`, at.token);
        expect(info.body.data.application).toMatchObject({ status: 'info_requested', info_request: 'The ID photo is blurred.' });
        const open = async () =>
          (
            await db()
              .select()
              .from(notifications)
              .where(and(eq(notifications.userId, at.userId), eq(notifications.actionRequired, true)))
          ).map((n) => n.template);
        expect(await open()).toContain('notice.contract.infoRequested');

        const resent = await api.post(
          '/v1/sign.submit',
          at.token,
          await applicationBody(api, at.token, at.bookId, { overrides: { address: '14 Mabini Street, Quezon City' } }),
        );
        expect(resent.body.data.application).toMatchObject({ id: application.id, status: 'pending' });
        expect((await api.get('/v1/author.popupList', at.token)).body.data.list.some((p: { type: number }) => p.type === 3)).toBe(
          false,
        );
        expect(await open()).not.toContain('notice.contract.infoRequested');
        const events = (await api.get(`/v1/sign.info?book_id=${at.bookId}`, at.token)).body.data;
        expect(events.application.status).toBe('pending');
        const [row] = await db().select().from(contractApplications).where(eq(contractApplications.id, application.id));
        expect(row.address).toBe('14 Mabini Street, Quezon City');
      });

      it('takes an answer to the editor’s request with only the fields asked for; the rest keeps its stored ciphertext', async () => {
        const at = await newAuthor(db(), api);
        await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, at.bookId));
        const application = await waitingFor(at.bookId);
        const raw = async () =>
          (
            (await db().execute(
              sql`select truename, id_number, address, id_photo_front, social_account from contract_applications where id = ${application.id}`,
            )) as unknown as { rows: Record<string, string>[] }
          ).rows[0];
        const before = await raw();
        // An answer before any request is refused.
        expect((await api.post('/v1/sign.addInfo', at.token, { original_book_id: at.bookId, address: 'Elsewhere 1' })).body.code).toBe(4009);

        const asked = await api.post('/admin/v1/application.requestInfo', editor, {
          application_id: application.id,
          note: 'The ID photo is blurred and the address incomplete.',
          fields: ['id_photo_front', 'address'],
        });
        expect(asked.body.data.status).toBe('info_requested');
        expect((await api.get(`/admin/v1/contract.applications?status=info_requested`, editor)).body.data.list.find((a: { id: number }) => a.id === application.id)).toMatchObject({
          info_fields: ['id_photo_front', 'address'],
        });
        // The portal learns what to ask for, and what is on file (masked; photos by presence only).
        const eligibility = (await api.get(`/v1/sign.eligibility?original_book_id=${at.bookId}`, at.token)).body.data;
        expect(eligibility.application).toMatchObject({ status: 'info_requested', info_fields: ['id_photo_front', 'address'] });
        const info = (await api.get(`/v1/sign.info?book_id=${at.bookId}`, at.token)).body.data.application;
        expect(info).toMatchObject({ info_fields: ['id_photo_front', 'address'], truename: '••••••••••••••ntos', photos: { front: true, back: true, guardian: false } });

        // What the editor asked for is required, each field with its own message.
        const short = await api.post('/v1/sign.addInfo', at.token, { original_book_id: at.bookId, address: '14 Mabini Street, Quezon City 1100' });
        expect(short.body.code).toBe(4001);
        expect(Object.keys(short.body.data.fields)).toEqual(['id_photo_front']);
        // A field that breaks the rules is refused as sign.submit refuses it.
        const badPhone = await api.post('/v1/sign.addInfo', at.token, {
          original_book_id: at.bookId,
          address: '14 Mabini Street, Quezon City 1100',
          id_photo_front: await uploadIdPhoto(api, at.token),
          mobile: '12',
        });
        expect(badPhone.body.code).toBe(4001);
        expect(Object.keys(badPhone.body.data.fields)).toEqual(['mobile']);

        const photo = await uploadIdPhoto(api, at.token);
        const answered = await api.post('/v1/sign.addInfo', at.token, { original_book_id: at.bookId, address: '14 Mabini Street, Quezon City 1100', id_photo_front: photo });
        expect(answered.body.code).toBe(200);
        expect(answered.body.data.application).toMatchObject({ id: application.id, status: 'pending', info_fields: [] });
        const after = await raw();
        expect(after.truename).toBe(before.truename);
        expect(after.id_number).toBe(before.id_number);
        expect(after.social_account).toBe(before.social_account);
        expect(after.address).not.toBe(before.address);
        expect(after.id_photo_front).toBe(photo);
        const [row] = await db().select().from(contractApplications).where(eq(contractApplications.id, application.id));
        expect(row).toMatchObject({ truename: 'Maria Clara Santos', idNumber: 'PH 1234 5678', address: '14 Mabini Street, Quezon City 1100', status: 'pending' });
      });

      it('shows the application in clear only after the password again, and records that it was seen', async () => {
        const at = await newAuthor(db(), api);
        await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, at.bookId));
        const wrong = await api.post('/v1/sign.reveal', at.token, { original_book_id: at.bookId, password: 'not-the-password' });
        expect(wrong.body.code).toBe(4001);
        expect(Object.keys(wrong.body.data.fields)).toEqual(['password']);
        const shown = await api.post('/v1/sign.reveal', at.token, { original_book_id: at.bookId, password: 'long-enough-password' });
        expect(shown.body.data).toEqual({
          truename: 'Maria Clara Santos',
          IDcard: 'PH 1234 5678',
          address: '12 Mabini Street, Quezon City',
          mobile: '+63 917 123 4567',
          facebook: 'facebook.com/mariaclarawrites',
          guardian_truename: null,
          guardian_email: null,
          guardian_mobile: null,
          guardian_IDcard: null,
        });
        const seen = await db().select().from(auditLog).where(and(eq(auditLog.subjectUserId, at.userId), eq(auditLog.action, 'contract_application.revealed')));
        expect(seen).toHaveLength(1);
        const other = await newAuthor(db(), api);
        expect((await api.post('/v1/sign.reveal', other.token, { original_book_id: at.bookId, password: 'long-enough-password' })).body.code).toBe(4004);
      });

      it('may reject an application while it waits for the author’s information', async () => {
        const at = await newAuthor(db(), api);
        await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, at.bookId));
        const application = await waitingFor(at.bookId);
        await api.post('/admin/v1/application.requestInfo', editor, {
          application_id: application.id,
          note: 'Add the back of the ID card.',
        });
        const rejected = await api.post('/admin/v1/application.reject', editor, {
          application_id: application.id,
          reason: 'No answer came.',
        });
        expect(rejected.body.data.status).toBe('rejected');
        // The request for information is settled with it.
        const open = await db()
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, at.userId), eq(notifications.actionRequired, true)));
        expect(open).toEqual([]);
        expect((await api.get('/v1/author.popupList', at.token)).body.data.list).toEqual([]);
      });

      it('rejects with a reason and a date to apply again (the site’s 30 days), by the app’s clock', async () => {
        const at = await newAuthor(db(), api);
        try {
          clock.set('2026-07-01T08:00:00.000Z');
          await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, at.bookId));
          const application = await waitingFor(at.bookId);
          expect(
            (await api.post('/admin/v1/application.reject', editor, { application_id: application.id, reason: '  ' })).body.code,
          ).toBe(4001);
          const rejected = await api.post('/admin/v1/application.reject', editor, {
            application_id: application.id,
            reason: 'The first chapters need more work.',
          });
          expect(rejected.body.data.status).toBe('rejected');
          for (const action of ['approve', 'reject', 'requestInfo']) {
            const again = await api.post(`/admin/v1/application.${action}`, editor, {
              application_id: application.id,
              reason: 'x',
              note: 'x',
            });
            expect(again.body.code, action).toBe(4009);
          }
          const eligibility = await api.get(`/v1/sign.eligibility?original_book_id=${at.bookId}`, at.token);
          expect(eligibility.body.data).toMatchObject({
            can_apply: false,
            application: {
              status: 'rejected',
              reject_reason: 'The first chapters need more work.',
              reapply_at: '2026-07-31T08:00:00.000Z',
              step: 'review',
            },
          });
          expect(checks(eligibility.body.data)).toMatchObject({ open_application: true, reapply: false });
          const early = await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, at.bookId));
          expect(early.body.code).toBe(4009);
          expect(early.body.desc).toMatch(/^You can apply for a contract for this work again from July 31, 2026$/);
          // No popup 2 while the work waits.
          expect(
            (await api.get('/v1/author.popupList', at.token)).body.data.list.some((p: { type: number }) => p.type === 2),
          ).toBe(false);
          const [notice] = await db()
            .select()
            .from(notifications)
            .where(and(eq(notifications.userId, at.userId), eq(notifications.template, 'notice.contract.rejected')));
          expect(renderNotice(notice, 'en', DEFAULT_BRAND_NAME).body).toBe(
            'The application for “A Lantern For The Tide” was not approved. You can apply again from July 31, 2026. Your editor says: The first chapters need more work.',
          );

          clock.set('2026-07-31T08:00:00.000Z');
          expect((await api.get('/v1/author.popupList', at.token)).body.data.list.map((p: { type: number }) => p.type)).toContain(
            2,
          );
          const later = await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, at.bookId));
          expect(later.body.data.application).toMatchObject({ status: 'pending', review_day: 1 });
        } finally {
          clock.reset();
        }
      });
    });

    describe('popups (author.popupList, author.popupDismiss)', () => {
      it('offers popup 2 for a work over the threshold, hides it until the given time, and stops once the author applies', async () => {
        const at = await newAuthor(db(), api, { words: 30_000 });
        try {
          clock.set('2026-08-10T12:00:00.000Z');
          expect((await api.get('/v1/author.popupList', at.token)).body.data.list).toEqual([]);
          const over = await newWork(db(), at.userId, 30_001, 'Salt In The Lanterns');
          const list = (await api.get('/v1/author.popupList?lang=de', at.token)).body.data.list;
          expect(list).toEqual([
            {
              type: 2,
              title: de['popup.apply.title'],
              content: de['popup.apply.content']
                .replace('{title}', 'Salt In The Lanterns')
                .replace('{threshold, number}', '30.000'),
              original_book_id: over,
              book_id: over,
            },
          ]);
          const badUntil = await api.post('/v1/author.popupDismiss', at.token, { type: 2, until: '2026-08-10T11:00:00.000Z' });
          expect(badUntil.body.code).toBe(4001);
          expect(
            (await api.post('/v1/author.popupDismiss', at.token, { type: 2, until: '2026-08-13T12:00:00.000Z' })).body.code,
          ).toBe(4001);
          const dismissed = await api.post('/v1/author.popupDismiss', at.token, { type: 2, until: '2026-08-11T00:00:00.000Z' });
          expect(dismissed.body).toEqual({ code: 200, desc: en['popup.dismissed'] });
          expect((await api.get('/v1/author.popupList', at.token)).body.data.list).toEqual([]);
          clock.set('2026-08-11T00:00:00.000Z');
          expect((await api.get('/v1/author.popupList', at.token)).body.data.list.map((p: { type: number }) => p.type)).toEqual([
            2,
          ]);
          await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, over));
          expect((await api.get('/v1/author.popupList', at.token)).body.data.list).toEqual([]);
        } finally {
          clock.reset();
        }
      });

      it('shows the demo authors theirs: popup 2 for Mara Quill’s long serial and Juniper Vale’s work', async () => {
        const mara = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
        const marasList = (await api.get('/v1/author.popupList', mara)).body.data.list;
        expect(marasList).toHaveLength(1);
        expect(marasList[0]).toMatchObject({ type: 2, content: expect.stringContaining('The Lantern Archive') });
        const juniper = await api.login(DEMO_MINOR.email, DEMO_MINOR.password);
        const [popup] = (await api.get('/v1/author.popupList', juniper)).body.data.list;
        expect(popup).toMatchObject({ type: 2, content: expect.stringContaining('Harbour Of Small Lights') });
        const eligibility = await api.get(`/v1/sign.eligibility?original_book_id=${popup.original_book_id}`, juniper);
        expect(eligibility.body.data).toMatchObject({ minor: true, can_apply: true, country: 'GB', book: { words: 30_184 } });
        // Someone who is not a signed-up author has no popups.
        expect(
          (await api.get('/v1/author.popupList', await api.signUp(`nopopups.${Date.now()}@example.test`))).body.data.list,
        ).toEqual([]);
      });
    });
  },
  () => ({ demo: true, clock: clock.now }),
);
