import { expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { DAY, newAuthor, type AuthorFixture } from '../support/contracts';
import { auditLog, contractApplications, contracts, mailOutbox, payeeChanges, users } from '../../src/server/db/schema';
import { payoutHold } from '../../src/server/modules/payee/hold';
import { keyRing } from '../../src/server/lib/crypto/data-keys';
import { translate } from '../../src/server/lib/i18n';
import { THROTTLE } from '../../src/server/modules/user/login-throttle';

const PASSWORD = 'long-enough-password';
const BANK = {
  method: 'bank',
  country: 'DE',
  bank: 'Hafenbank Kiel',
  bank_account: 'DE89 3704 0044 0532 0130 00',
  account_holder: 'Mara Quill',
  swift: 'COBADEFFXXX',
  branch_postal_code: '24103',
  telephone: '+63 917 123 4567',
  address: '12 Harbour Lane, Quezon City',
  id_number: 'P1234567A',
  facebook: 'facebook.com/maraquill',
};
const PAYPAL = { method: 'paypal', paypal: 'Mara.Payouts@example.test', telephone: BANK.telephone, address: BANK.address, id_number: BANK.id_number, facebook: BANK.facebook };

describeEachDatabase(
  'payee details',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    const save = (who: AuthorFixture, body: Record<string, unknown>, version = 0, password = PASSWORD) =>
      api.post('/v1/payee.save?lang=en', who.token, { ...body, password, version });
    const fieldsOf = (res: { body: { data?: { fields?: Record<string, unknown> } } }) => Object.keys(res.body.data?.fields ?? {});

    it('needs a method, each field of that method and the common ones; checks IBAN, SWIFT and phone at their bounds', async () => {
      const author = await newAuthor(db(), api);
      // Each session may try its password 10 times in 15 minutes: a new sign-in every few calls.
      let calls = 0;
      let at = author;
      const session = async () => {
        if (++calls % 8 === 0) at = { ...author, token: await api.login(author.email, PASSWORD) };
        return at;
      };
      const check = async (body: Record<string, unknown>) => save(await session(), body);
      expect(fieldsOf(await check({}))).toEqual(expect.arrayContaining(['method', 'telephone', 'address', 'id_number', 'facebook']));
      for (const field of ['country', 'bank', 'bank_account', 'account_holder', 'swift', 'branch_postal_code', 'telephone', 'address', 'id_number', 'facebook']) {
        const res = await check({ ...BANK, [field]: '' });
        expect(res.body.code, field).toBe(4001);
        expect(fieldsOf(res), field).toEqual([field]);
      }
      const paypalMissing = await check({ ...PAYPAL, paypal: '' });
      expect(fieldsOf(paypalMissing)).toEqual(['paypal']);
      expect(fieldsOf(await check({ ...PAYPAL, paypal: 'not-an-email' }))).toEqual(['paypal']);
      // An IBAN country needs a valid IBAN of that country; another country's account number is free-form.
      const badIban = await check({ ...BANK, bank_account: 'DE89 3704 0044 0532 0130 01' });
      expect(badIban.body.data.fields.bank_account).toBe(translate('en', 'validation.iban.format'));
      expect(fieldsOf(await check({ ...BANK, bank_account: 'FR14 2004 1010 0505 0001 3M02 606' }))).toEqual(['bank_account']);
      expect(fieldsOf(await check({ ...BANK, swift: 'COBADEFF', id_number: '' }))).toEqual(['id_number']); // an 8-character BIC is valid
      expect(fieldsOf(await check({ ...BANK, swift: 'COBAFRPP' }))).toEqual(['swift']); // a French bank for a German account
      expect(fieldsOf(await check({ ...BANK, swift: 'COBADE' }))).toEqual(['swift']);
      expect(fieldsOf(await check({ ...BANK, telephone: '12345' }))).toEqual(['telephone']);
      expect(fieldsOf(await check({ ...BANK, address: 'x'.repeat(501) }))).toEqual(['address']);
      expect(fieldsOf(await check({ ...BANK, bank: 'x'.repeat(121) }))).toEqual(['bank']);
    });

    it('accepts a non-IBAN country’s account, stores everything encrypted and answers it masked', async () => {
      const at = await newAuthor(db(), api);
      const us = await save(at, { ...BANK, country: 'US', bank_account: '000123456789', swift: 'CHASUS33', branch_postal_code: '10017' });
      expect(us.body.code).toBe(200);
      expect(us.body.data).toEqual({ version: 1, hold_until: null });
      const { rows } = (await db().execute(sql`select * from payee_details where author_id = ${at.userId}`)) as unknown as { rows: Record<string, string | null>[] };
      const stored = JSON.stringify(rows[0]);
      for (const clear of ['000123456789', 'CHASUS33', 'Mara Quill', 'Hafenbank', BANK.id_number, '917 123', 'Harbour', 'maraquill', '10017']) expect(stored).not.toContain(clear);
      expect(rows[0].bank_account).toMatch(/^enc:/);
      expect(rows[0].bank_account_hash).toBe(keyRing().hash('000123456789'));
      expect(rows[0].id_number_hash).toBe(keyRing().hash(BANK.id_number));

      const info = (await api.get('/v1/payee.info', at.token)).body.data;
      expect(info.complete).toBe(true);
      expect(info.details.bank_account).toBe('••••••••6789');
      expect(info.details.swift).toBe('••••US33');
      expect(info.details.id_number.endsWith('567A')).toBe(true);
      expect(JSON.stringify(info)).not.toContain('000123456789');
      expect(info.history).toHaveLength(1);
    });

    it('reveals the clear values only with the password, and records the view', async () => {
      const at = await newAuthor(db(), api);
      expect((await api.post('/v1/payee.reveal', at.token, { password: PASSWORD })).body.code).toBe(4004);
      await save(at, BANK);
      const wrong = await api.post('/v1/payee.reveal?lang=de', at.token, { password: 'not-the-password' });
      expect(wrong.body.code).toBe(4001);
      expect(wrong.body.data.fields.password).toBe(translate('de', 'personal.reveal.wrongPassword'));
      const shown = await api.post('/v1/payee.reveal', at.token, { password: PASSWORD });
      expect(shown.body.data).toMatchObject({ method: 'bank', bank_account: 'DE89370400440532013000', swift: 'COBADEFFXXX', account_holder: 'Mara Quill' });
      const audits = await db().select().from(auditLog).where(and(eq(auditLog.subjectKind, 'payee'), eq(auditLog.subjectUserId, at.userId)));
      expect(audits.map((a) => a.action).sort()).toEqual(['payee.entered', 'payee.revealed']);
      expect(JSON.stringify(audits)).not.toContain('DE8937');
    });

    it('a change needs the password, holds payouts for the site’s cooling-off days, mails the account and the old PayPal address, and records the device', async () => {
      const at = await newAuthor(db(), api, { lang: 'fr' });
      const other = await newAuthor(db(), api, { site: 540 });
      expect((await save(at, PAYPAL, 0, 'wrong-password')).body.code).toBe(4001);
      expect(await payoutHold(db(), at.userId, new Date())).toEqual({ reason: 'payee_missing', until: null });
      expect((await save(at, PAYPAL)).body.data.hold_until).toBeNull();
      expect(await payoutHold(db(), at.userId, new Date())).toBeNull();

      const before = Date.now();
      const changed = await get().app.inject({
        method: 'POST',
        url: '/v1/payee.save',
        headers: { authorization: `Bearer ${at.token}`, 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 'x-device-id': 'device-123' },
        payload: { ...BANK, password: PASSWORD, version: 1 },
      });
      const until = new Date(changed.json().data.hold_until).getTime();
      expect(until - before).toBeGreaterThanOrEqual(7 * DAY - 1000);
      expect(until - before).toBeLessThan(7 * DAY + 60_000);
      expect(await payoutHold(db(), at.userId, new Date())).toEqual({ reason: 'payee_changed', until: new Date(until) });
      expect(await payoutHold(db(), at.userId, new Date(until + 1))).toBeNull();

      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.template, 'payee_changed')).orderBy(desc(mailOutbox.id));
      const [user] = await db().select().from(users).where(eq(users.id, at.userId));
      expect(mails.map((m) => m.toAddress).sort()).toEqual([user.email, 'mara.payouts@example.test'].sort());
      expect(mails[0].subject).toBe(translate('fr', 'mail.payee_changed.subject'));
      expect(mails[0].textBody).not.toContain('DE89');

      const [change] = await db().select().from(payeeChanges).where(eq(payeeChanges.authorId, at.userId)).orderBy(desc(payeeChanges.id)).limit(1);
      expect(change).toMatchObject({ deviceId: 'device-123' });
      expect(change.fields).toEqual(expect.arrayContaining(['method', 'bank_account', 'paypal']));
      const info = (await api.get('/v1/payee.info', at.token)).body.data;
      expect(info.hold_until).toBe(new Date(until).toISOString());
      expect(info.history[0]).toMatchObject({ device: 'Chrome 131 on Windows', hold_until: new Date(until).toISOString() });
      expect(info.history[0].ip_address).toMatch(/•••$/);

      // A stale form answers 4009; the same details again change nothing.
      expect((await save(at, BANK, 1)).body.code).toBe(4009);
      expect((await save(at, BANK, 2)).body.data.version).toBe(2);

      // Site 540 waits 10 days.
      await save(other, PAYPAL);
      const t0 = Date.now();
      const longer = await save(other, { ...PAYPAL, paypal: 'new@example.test' }, 1);
      expect(new Date(longer.body.data.hold_until).getTime() - t0).toBeGreaterThanOrEqual(10 * DAY - 1000);
      expect((await api.get('/v1/payee.info', other.token)).body.data.cooling_off_days).toBe(10);
    });

    it('counts wrong passwords against the account, not the session: a new session waits too; elsewhere the owner is heard', async () => {
      const at = await newAuthor(db(), api);
      await save(at, PAYPAL);
      for (let i = 0; i < THROTTLE.freePerPair; i++) expect((await api.post('/v1/payee.reveal', at.token, { password: `guess-${i}` })).body.code).toBe(4001);
      const limited = await api.post('/v1/payee.reveal', at.token, { password: PASSWORD });
      expect(limited.body.code).toBe(4029);
      expect(limited.body.data.retryAfter).toBeGreaterThan(0);
      // A fresh session does not buy fresh guesses: the allowance is the account's (shared with sign-in).
      const other = await get().app.inject({ method: 'POST', url: '/v1/user.email_login', payload: { email: at.email, password: PASSWORD }, remoteAddress: '10.77.0.1' });
      const otherToken = other.json().data.token as string;
      expect((await api.post('/v1/payee.reveal', otherToken, { password: PASSWORD })).body.code).toBe(4029);
      // From another address the owner's right password still works.
      const elsewhere = await get().app.inject({ method: 'POST', url: '/v1/payee.reveal', payload: { password: PASSWORD }, remoteAddress: '10.77.0.1', headers: { authorization: `Bearer ${otherToken}` } });
      expect(elsewhere.json().code).toBe(200);
    });

    it('shows another author nothing of these details', async () => {
      const owner = await newAuthor(db(), api);
      const stranger = await newAuthor(db(), api);
      await save(owner, BANK);
      const info = (await api.get('/v1/payee.info', stranger.token)).body.data;
      expect(info).toMatchObject({ details: null, complete: false, version: 0, history: [] });
      expect((await api.post('/v1/payee.reveal', stranger.token, { password: PASSWORD })).body.code).toBe(4004);
    });

    it('popup 1 asks an author with a signed contract for payee details until they are complete', async () => {
      const at = await newAuthor(db(), api);
      const popupTypes = async () => ((await api.get('/v1/author.popupList', at.token)).body.data.list as { type: number }[]).map((p) => p.type);
      expect(await popupTypes()).not.toContain(1);
      const [application] = await db()
        .insert(contractApplications)
        .values({ novelId: at.bookId, authorId: at.userId, status: 'approved', truename: 'Mara Quill', idType: 'passport', idNumber: 'P1234567A', idNumberHash: keyRing().hash('P1234567A'), address: BANK.address, mobile: BANK.telephone, socialAccount: BANK.facebook, monthlyWords: 30_000, estimatedWords: 200_000 })
        .returning({ id: contractApplications.id });
      await db().insert(contracts).values({ contractNo: `WC-T-${at.userId}`, applicationId: application.id, novelId: at.bookId, authorId: at.userId, status: 'contract_completed' });
      const popups = (await api.get('/v1/author.popupList?lang=en', at.token)).body.data.list as { type: number; title: string }[];
      expect(popups.find((p) => p.type === 1)?.title).toBe(translate('en', 'popup.payee.title'));
      await save(at, PAYPAL);
      expect(await popupTypes()).not.toContain(1);
    });
  }, () => ({ demo: true }),
);
