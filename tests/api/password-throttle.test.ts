import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { newAuthor, TEST_KEY_SITES } from '../support/contracts';
import { DEMO_ADMIN } from '../../src/server/seed/demo';
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

/**
 * Passwords asked again (payee details, personal data) count against the account with failed
 * sign-ins; the limiter's counters never hold a bearer token; the sign-in throttle sees one
 * account whatever the address's case and spaces; the wait is said in seconds under a minute;
 * repetitive and sequential passwords are refused.
 */
describeEachDatabase('passwords: one allowance per account, hashed counter keys, exact waits, no trivial passwords', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  const from = (ip: string, url: string, payload: unknown, token?: string) =>
    get().app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('counts wrong passwords on payee.reveal, payee.save and author.personalReveal against the account, across sessions, with sign-in failures', async () => {
    const at = await newAuthor(db(), api);
    const second = await api.login(at.email, PASSWORD);
    const ip = '10.60.0.1';
    const wrong = [
      () => from(ip, '/v1/payee.reveal?lang=en', { password: 'not-the-password' }, at.token),
      () => from(ip, '/v1/payee.save?lang=en', { ...BANK, password: 'not-the-password', version: 0 }, second),
      () => from(ip, '/v1/author.personalReveal?lang=en', { field: 'birth_date', password: 'not-the-password' }, at.token),
      () => from(ip, '/v1/payee.reveal?lang=en', { password: 'not-the-password' }, second),
      () => from(ip, '/v1/user.email_login?lang=en', { email: at.email, password: 'not-the-password' }),
    ];
    expect(wrong).toHaveLength(THROTTLE.freePerPair);
    for (const guess of wrong) {
      const res = await guess();
      expect([res.statusCode, res.json().code]).toEqual([400, 4001]);
    }
    // The allowance is spent: the next try anywhere that asks the password waits, even with the right one.
    for (const next of [
      () => from(ip, '/v1/user.email_login?lang=en', { email: at.email, password: PASSWORD }),
      () => from(ip, '/v1/payee.reveal?lang=en', { password: PASSWORD }, at.token),
      () => from(ip, '/v1/author.personalReveal?lang=en', { field: 'birth_date', password: PASSWORD }, second),
    ]) {
      const res = await next();
      expect([res.statusCode, res.json().code]).toEqual([429, 4029]);
      expect(res.json().data.retryAfter).toBeGreaterThan(0);
    }
  });

  it('keys no limiter counter by a live bearer token or platform key', async () => {
    const at = await newAuthor(db(), api);
    const admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const key = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'reader site (counter keys)', scopes: ['comments', 'income', 'stats'], sites: TEST_KEY_SITES })).body.data.key as string;
    await from('10.61.0.1', '/v1/payee.reveal?lang=en', { password: 'not-the-password' }, at.token);
    await from('10.61.0.1', '/v1/ticket.create?lang=en', {}, at.token);
    await from('10.61.0.1', '/v1/ticket.screenshot?lang=en', {}, at.token);
    for (const url of ['/platform/v1/comment.ingest', '/platform/v1/income.ingest', '/platform/v1/stats.ingest']) await from('10.61.0.1', url, {}, key);
    const { rows } = (await db().execute(sql`select key from rate_limits`)) as unknown as { rows: { key: string }[] };
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.filter((r) => r.key.includes(at.token) || r.key.includes(key))).toEqual([]);
  });

  it('counts sign-in failures per account whatever the address’s case and spaces', async () => {
    const email = 'case.lock@example.test';
    expect((await from('10.62.0.9', '/v1/user.email_register', { email, password: PASSWORD })).json().code).toBe(200);
    const ip = '10.62.0.1';
    const spellings = [email, email.toUpperCase(), ` ${email} `, `\t${email.replace('case', 'CASE')}`, `${email}  `];
    for (const spelling of spellings) expect((await from(ip, '/v1/user.email_login', { email: spelling, password: 'not-the-password' })).json().code).toBe(4001);
    for (const spelling of ['  CASE.LOCK@EXAMPLE.TEST  ', 'Case.Lock@Example.Test', email]) {
      const res = await from(ip, '/v1/user.email_login', { email: spelling, password: PASSWORD });
      expect([spelling, res.statusCode, res.json().code]).toEqual([spelling, 429, 4029]);
    }
  });

  it('says the wait in seconds under a minute, and in minutes above', async () => {
    const email = 'short.wait@example.test';
    await from('10.63.0.9', '/v1/user.email_register', { email, password: PASSWORD });
    for (let i = 0; i < THROTTLE.freePerPair; i++) await from('10.63.0.1', '/v1/user.email_login?lang=en', { email, password: 'not-the-password' });
    const slowed = (await from('10.63.0.1', '/v1/user.email_login?lang=en', { email, password: 'not-the-password' })).json();
    expect(slowed.data.retryAfter).toBeLessThanOrEqual(THROTTLE.baseDelaySeconds);
    expect(slowed.desc).toBe(translate('en', 'auth.login.slowDownSeconds', { seconds: slowed.data.retryAfter }));
    expect(slowed.desc).toMatch(/Wait \d+ seconds?/);
    for (const lang of ['de', 'ru', 'zh', 'th']) expect(translate(lang, 'auth.login.slowDownSeconds', { seconds: 30 })).toContain('30');
  });

  it('refuses repetitive and sequential passwords at sign-up and reset, in the request’s language', async () => {
    for (const password of ['aaaaaaaa', '12345678', 'abcdefghij', '1234abcd', 'abcabcabc']) {
      const res = await from('10.64.0.1', '/v1/user.email_register?lang=fr', { email: `trivial.${password}@example.test`, password });
      expect([password, res.statusCode, res.json().data?.fields]).toEqual([password, 400, { password: translate('fr', 'validation.password.trivial') }]);
    }
    const reset = await from('10.64.0.2', '/v1/user.password_reset?lang=en', { token: 'x'.repeat(43), password: 'zzzzzzzzzz' });
    expect(reset.json().data?.fields?.password).toBe(translate('en', 'validation.password.trivial'));
  });
}, () => ({ demo: true }));
