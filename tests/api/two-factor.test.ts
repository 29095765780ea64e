import { expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { newAuthor, testClock, type AuthorFixture } from '../support/contracts';
import { auditLog, authors, mailOutbox, userRecoveryCodes, userTotp } from '../../src/server/db/schema';
import { DEMO_ADMIN, DEMO_EDITOR } from '../../src/server/seed/demo';
import { translate } from '../../src/server/lib/i18n';
import { THROTTLE } from '../../src/server/modules/user/login-throttle';
import { FREE_WRONG_CODES } from '../../src/server/modules/user/second-factor';

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

const clock = testClock();
/** A fixed start on a step boundary: each test moves on by whole steps, so no code straddles two. */
const START = Date.UTC(2026, 10, 2, 9, 0, 0);
let minutes = 0;

/**
 * Two-factor sign-in: enrolment (the secret kept encrypted, recovery codes kept hashed), the
 * sign-in's second step with a code or a recovery code, replays refused, the code asked for again
 * before payee details are shown, staff's audited and scoped reset, and the slow-down that never
 * keeps the owner out once they pass the second factor.
 */
describeEachDatabase(
  'two-factor sign-in',
  ({ get, kind }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    const from = (ip: string, url: string, payload: unknown) => get().app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
    /** The code the app shows `steps` steps from now. */
    const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + steps * 30 });
    /** A fresh start for each test: a clock of its own, an hour after the last test's. */
    const freshClock = () => {
      minutes += 60;
      clock.set(new Date(START + minutes * 60_000));
    };

    /** An author with two-factor sign-in turned on: their secret and recovery codes. */
    async function enrolled(): Promise<AuthorFixture & { secret: string; recoveryCodes: string[] }> {
      const author = await newAuthor(db(), api);
      const setup = await api.post('/v1/user.totpSetup', author.token, { password: PASSWORD });
      expect(setup.body.code).toBe(200);
      const secret = setup.body.data.secret as string;
      const enabled = await api.post('/v1/user.totpEnable', author.token, { code: await codeAt(secret) });
      expect(enabled.body.code).toBe(200);
      clock.advance(30_000);
      return { ...author, secret, recoveryCodes: enabled.body.data.recovery_codes };
    }

    /** The password step: the challenge it answers (fails when it answers a session). */
    async function challenge(email: string, ip = '10.71.0.1', password = PASSWORD): Promise<string> {
      const res = (await from(ip, '/v1/user.email_login?lang=en', { email, password })).json();
      expect(res.code).toBe(200);
      expect(res.data.token).toBeUndefined();
      expect(res.data.second_factor).toBe('totp');
      return res.data.challenge;
    }

    it('enrols: the password first, a key shown as QR and text, on only after a right code, ten recovery codes kept hashed', async () => {
      freshClock();
      const author = await newAuthor(db(), api);
      expect((await api.post('/v1/user.totpSetup?lang=en', author.token, {})).body.data.fields.password).toBeTruthy();
      const wrongPassword = await api.post('/v1/user.totpSetup?lang=en', author.token, { password: 'not-the-password' });
      expect(wrongPassword.body.data.fields.password).toBe(translate('en', 'personal.reveal.wrongPassword'));

      const setup = await api.post('/v1/user.totpSetup', author.token, { password: PASSWORD });
      expect(setup.body.code).toBe(200);
      const { secret, otpauth_uri, qr_svg } = setup.body.data;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauth_uri).toContain(`secret=${secret}`);
      expect(otpauth_uri).toContain(encodeURIComponent(author.email));
      expect(qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      expect((await api.get('/v1/user.totpStatus', author.token)).body.data).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0, has_password: true });
      // Still off: the password alone signs in.
      expect((await api.login(author.email, PASSWORD)).length).toBeGreaterThan(20);

      const [stored] = await db().select({ raw: sql<string>`${sql.raw('secret')}` }).from(userTotp).where(eq(userTotp.userId, author.userId));
      expect(stored.raw.startsWith('enc:v1:')).toBe(true);
      expect(stored.raw).not.toContain(secret);

      const wrong = await api.post('/v1/user.totpEnable?lang=en', author.token, { code: '000000' === (await codeAt(secret)) ? '111111' : '000000' });
      expect(wrong.body).toMatchObject({ code: 4001, data: { fields: { code: translate('en', 'twoFactor.wrongCode') } } });
      const enabled = await api.post('/v1/user.totpEnable?lang=en', author.token, { code: await codeAt(secret) });
      expect(enabled.body.code).toBe(200);
      const codes = enabled.body.data.recovery_codes as string[];
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      const status = (await api.get('/v1/user.totpStatus', author.token)).body.data;
      expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10 });

      const hashes = await db().select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, author.userId));
      expect(hashes).toHaveLength(10);
      expect(JSON.stringify(hashes)).not.toContain(codes[0]);
      expect(JSON.stringify(hashes)).not.toContain(codes[0].replace('-', ''));
      const audits = await db().select().from(auditLog).where(and(eq(auditLog.subjectUserId, author.userId), eq(auditLog.action, 'user.two_factor_enabled')));
      expect(audits).toHaveLength(1);
      // A second set-up cannot replace a key that is on.
      expect((await api.post('/v1/user.totpSetup', author.token, { password: PASSWORD })).body.code).toBe(4009);
    });

    it('signs in with the password then a code; a wrong code is refused, and a code once used is not accepted again', async () => {
      freshClock();
      const author = await enrolled();
      const first = await challenge(author.email);
      const wrong = (await from('10.71.0.1', '/v1/user.totpLogin?lang=en', { challenge: first, code: '12345' })).json();
      expect(wrong).toMatchObject({ code: 4001, data: { fields: { code: translate('en', 'twoFactor.wrongCode') } } });
      const code = await codeAt(author.secret);
      const signedIn = (await from('10.71.0.1', '/v1/user.totpLogin', { challenge: first, code })).json();
      expect(signedIn.code).toBe(200);
      expect((await api.get('/v1/user.totpStatus', signedIn.data.token)).body.data.enabled).toBe(true);
      // The challenge is spent with the sign-in.
      expect((await from('10.71.0.1', '/v1/user.totpLogin', { challenge: first, code: await codeAt(author.secret, 1) })).json().code).toBe(4001);

      // Replayed within its window, the same code is refused; so is the step before it.
      const second = await challenge(author.email);
      expect((await from('10.71.0.1', '/v1/user.totpLogin?lang=en', { challenge: second, code })).json().data.fields.code).toBe(translate('en', 'twoFactor.wrongCode'));
      expect((await from('10.71.0.1', '/v1/user.totpLogin', { challenge: second, code: await codeAt(author.secret, -1) })).json().code).toBe(4001);
      clock.advance(30_000);
      expect((await from('10.71.0.1', '/v1/user.totpLogin', { challenge: second, code: await codeAt(author.secret) })).json().code).toBe(200);
      // A challenge lasts five minutes.
      const late = await challenge(author.email);
      clock.advance(6 * 60_000);
      const expired = (await from('10.71.0.1', '/v1/user.totpLogin?lang=en', { challenge: late, code: await codeAt(author.secret) })).json();
      expect(expired).toMatchObject({ code: 4001, desc: translate('en', 'twoFactor.challengeExpired') });
      // No session without the second step, and no challenge without the password.
      expect((await from('10.71.0.1', '/v1/user.totpLogin', { challenge: 'not-a-challenge', code: await codeAt(author.secret, 1) })).json().code).toBe(4001);
      expect((await from('10.71.0.1', '/v1/user.email_login', { email: author.email, password: 'not-the-password' })).json().code).toBe(4001);
    });

    it('signs in with a recovery code, once only', async () => {
      freshClock();
      const author = await enrolled();
      const [recovery] = author.recoveryCodes;
      const signedIn = (await from('10.72.0.1', '/v1/user.totpLogin', { challenge: await challenge(author.email, '10.72.0.1'), recovery_code: recovery.toUpperCase() })).json();
      expect(signedIn.code).toBe(200);
      expect((await api.get('/v1/user.totpStatus', signedIn.data.token)).body.data.recovery_codes_left).toBe(9);
      const again = (await from('10.72.0.1', '/v1/user.totpLogin?lang=en', { challenge: await challenge(author.email, '10.72.0.1'), recovery_code: recovery })).json();
      expect(again).toMatchObject({ code: 4001, data: { fields: { recovery_code: translate('en', 'twoFactor.wrongCode') } } });
      // Another account's code is no key to this one.
      const other = await enrolled();
      expect((await from('10.72.0.1', '/v1/user.totpLogin', { challenge: await challenge(author.email, '10.72.0.1'), recovery_code: other.recoveryCodes[0] })).json().code).toBe(4001);
    });

    it('asks for the code again before payee details are saved or shown', async () => {
      freshClock();
      const author = await enrolled();
      const noCode = await api.post('/v1/payee.save?lang=en', author.token, { ...BANK, password: PASSWORD, version: 0 });
      expect(noCode.body).toMatchObject({ code: 4001, data: { fields: { code: translate('en', 'twoFactor.codeRequired') } } });
      const saved = await api.post('/v1/payee.save', author.token, { ...BANK, password: PASSWORD, version: 0, code: await codeAt(author.secret) });
      expect(saved.body.code).toBe(200);
      const reveal = await api.post('/v1/payee.reveal?lang=en', author.token, { password: PASSWORD });
      expect(reveal.body.data.fields.code).toBe(translate('en', 'twoFactor.codeRequired'));
      // The code spent on the save cannot open the details too.
      expect((await api.post('/v1/payee.reveal', author.token, { password: PASSWORD, code: await codeAt(author.secret) })).body.code).toBe(4001);
      clock.advance(30_000);
      const shown = await api.post('/v1/payee.reveal', author.token, { password: PASSWORD, code: await codeAt(author.secret) });
      expect(shown.body.code).toBe(200);
      expect(shown.body.data.bank_account).toBe(BANK.bank_account.replace(/ /g, ''));
      // Without two-factor sign-in the password alone still does.
      const plain = await newAuthor(db(), api);
      expect((await api.post('/v1/payee.save', plain.token, { ...BANK, password: PASSWORD, version: 0 })).body.code).toBe(200);
    });

    it('turns off with the password and a code, audited', async () => {
      freshClock();
      const author = await enrolled();
      expect((await api.post('/v1/user.totpDisable', author.token, { password: PASSWORD })).body.data.fields.code).toBeTruthy();
      expect((await api.post('/v1/user.totpDisable', author.token, { password: 'not-the-password', code: await codeAt(author.secret) })).body.data.fields.password).toBeTruthy();
      const off = await api.post('/v1/user.totpDisable', author.token, { password: PASSWORD, code: await codeAt(author.secret) });
      expect(off.body).toMatchObject({ code: 200, data: { enabled: false } });
      expect(await db().select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, author.userId))).toHaveLength(0);
      expect((await db().select().from(auditLog).where(and(eq(auditLog.subjectUserId, author.userId), eq(auditLog.action, 'user.two_factor_disabled')))).length).toBe(1);
      expect((await api.login(author.email, PASSWORD)).length).toBeGreaterThan(20);
    });

    it('lets staff reset it only with a reason and only for their own authors: audited, and the author mailed', async () => {
      freshClock();
      const author = await enrolled();
      const stranger = await enrolled();
      await db().update(authors).set({ editorId: null }).where(eq(authors.userId, stranger.userId));
      const editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
      const admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);

      expect((await api.post('/admin/v1/user.twoFactorReset', editor, { user_id: author.userId })).body.code).toBe(4001);
      expect((await api.post('/admin/v1/user.twoFactorReset', editor, { user_id: author.userId, reason: '  ' })).body.code).toBe(4001);
      expect((await api.post('/admin/v1/user.twoFactorReset', editor, { user_id: stranger.userId, reason: 'Lost phone' })).body.code).toBe(4003);
      expect((await api.get('/v1/user.totpStatus', stranger.token)).body.data.enabled).toBe(true);

      const reason = 'Lost phone and codes; identity checked by a video call';
      const reset = await api.post('/admin/v1/user.twoFactorReset?lang=en', editor, { user_id: author.userId, reason });
      expect(reset.body).toMatchObject({ code: 200, data: { user_id: author.userId, enabled: false } });
      const [row] = await db().select().from(auditLog).where(and(eq(auditLog.subjectUserId, author.userId), eq(auditLog.action, 'user.two_factor_reset')));
      expect(row).toMatchObject({ actorKind: 'staff', after: { reason } });
      const [mail] = await db().select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, author.email), eq(mailOutbox.template, 'two_factor_reset'))).orderBy(desc(mailOutbox.id));
      expect(mail).toBeTruthy();
      expect((await api.login(author.email, PASSWORD)).length).toBeGreaterThan(20);
      // Nothing left to reset; an admin may reset anyone's.
      expect((await api.post('/admin/v1/user.twoFactorReset', editor, { user_id: author.userId, reason })).body.code).toBe(4004);
      expect((await api.post('/admin/v1/user.twoFactorReset', admin, { user_id: stranger.userId, reason })).body.code).toBe(200);
    });

    it.runIf(kind === 'postgres')('accepts one code once when it is sent twice at the same moment', async () => {
      freshClock();
      // A new account each round: the losers' wrong codes count, and would slow a later round down.
      for (let round = 0; round < 4; round++) {
        const author = await enrolled();
        const challenges = await Promise.all([challenge(author.email, '10.74.0.1'), challenge(author.email, '10.74.0.2'), challenge(author.email, '10.74.0.3')]);
        const code = await codeAt(author.secret);
        const answers = await Promise.all(challenges.map((c, i) => from(`10.74.0.${i + 1}`, '/v1/user.totpLogin', { challenge: c, code })));
        expect(answers.map((a) => a.json().code).sort()).toEqual([200, 4001, 4001]);
      }
    });

    it('never keeps out the owner who passes the second factor while guesses are slowed down; wrong codes are slowed themselves', async () => {
      freshClock();
      const author = await enrolled();
      const ip = '10.73.0.9';
      for (let i = 0; i < THROTTLE.freePerPair; i++) expect((await from(ip, '/v1/user.email_login', { email: author.email, password: 'not-the-password' })).json().code).toBe(4001);
      // Slowed now: a guess answers a challenge like the owner's, and no code completes it.
      const guess = await challenge(author.email, ip, 'still-not-the-password');
      expect((await from(ip, '/v1/user.totpLogin', { challenge: guess, code: await codeAt(author.secret) })).json().code).toBe(4001);
      // An account without two-factor sign-in is simply slowed down.
      const plain = await newAuthor(db(), api);
      for (let i = 0; i < THROTTLE.freePerPair; i++) await from(ip, '/v1/user.email_login', { email: plain.email, password: 'not-the-password' });
      expect((await from(ip, '/v1/user.email_login', { email: plain.email, password: PASSWORD })).json().code).toBe(4029);

      // The owner, from the same address, signs in with the password and the code.
      const owner = (await from(ip, '/v1/user.totpLogin', { challenge: await challenge(author.email, ip), code: await codeAt(author.secret) })).json();
      expect(owner.code).toBe(200);
      expect((await api.get('/v1/user.totpStatus', owner.data.token)).body.code).toBe(200);

      // Wrong codes count per account: past the free ones, the next waits (and so does a right one).
      clock.advance(30_000);
      let tried = 0;
      while (tried < FREE_WRONG_CODES) {
        const res = (await from(ip, '/v1/user.totpLogin', { challenge: await challenge(author.email, '10.73.1.1'), code: '000000' === (await codeAt(author.secret)) ? '111111' : '000000' })).json();
        expect(res.code).toBe(4001);
        tried++;
      }
      const slowed = (await from(ip, '/v1/user.totpLogin', { challenge: await challenge(author.email, '10.73.1.1'), code: await codeAt(author.secret) })).json();
      expect(slowed.code).toBe(4029);
      expect(slowed.data.retryAfter).toBeGreaterThan(0);
      clock.advance((slowed.data.retryAfter + 30) * 1000);
      expect((await from(ip, '/v1/user.totpLogin', { challenge: await challenge(author.email, '10.73.1.1'), code: await codeAt(author.secret) })).json().code).toBe(200);
    });
  },
  () => ({ demo: true, clock: clock.now }),
);
