import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { newAuthor, type AuthorFixture, TEST_KEY_SITES } from '../support/contracts';
import { DEMO_ADMIN } from '../../src/server/seed/demo';

/**
 * Every route that pages by a cursor, and cursors a client could tamper with: each one past the
 * range of the column it is compared with, negative, fractional or malformed answers 4001 on
 * `cursor` (never 500), and a cursor in range still pages.
 */
describeEachDatabase('cursors: tampered cursors answer 4001 on every paged route', ({ get }) => {
  const api = apiClient(() => get().app);
  let author: AuthorFixture;
  let admin = '';
  let key = '';

  beforeAll(async () => {
    author = await newAuthor(get().database.db, api);
    admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    key = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'reader site (cursor tests)', scopes: ['comments', 'content'], sites: TEST_KEY_SITES })).body.data.key;
  });

  const INT4 = 2_147_483_647;
  const INT8 = Number.MAX_SAFE_INTEGER;
  /** Each route with the largest value of the column its cursor is compared with. */
  const integerRoutes = () => [
    { url: '/v1/notification.list?lang=en', token: author.token, max: INT4 },
    { url: '/v1/notification.announcements?lang=en', token: author.token, max: INT4 },
    { url: '/v1/author.auditTrail?lang=en', token: author.token, max: INT8 },
    { url: '/v1/income.lines?lang=en&month=2026-11', token: author.token, max: INT8 },
    { url: '/admin/v1/audit.query?lang=en', token: admin, max: INT8 },
    { url: '/admin/v1/mail.outbox?lang=en', token: admin, max: INT4, param: 'before' },
    { url: '/platform/v1/reply.feed?lang=en', token: key, max: INT4 },
    { url: '/platform/v1/release.feed?lang=en', token: key, max: INT4 },
  ];

  const badIntegers = (max: number) => [
    ...(max === INT4 ? ['2147483648', '9007199254740991'] : []),
    '9007199254740992',
    '-1',
    '1.5',
    '1e400',
    'NaN',
    '1.2147483648',
    ''.padEnd(40, '9'),
  ];

  it('refuses integer cursors past the column’s range or not whole, on every integer-paged route', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const route of integerRoutes()) {
      const param = route.param ?? 'cursor';
      for (const bad of badIntegers(route.max)) {
        const res = await api.get(`${route.url}&${param}=${encodeURIComponent(bad)}`, route.token);
        answers.push(`${route.url} ${param}=${bad} → ${res.status} ${res.body.code} ${Object.keys(res.body.data?.fields ?? {})}`);
        expected.push(`${route.url} ${param}=${bad} → 400 4001 ${param}`);
      }
      // The largest value the column holds is a valid (empty or short) page.
      const top = route.max;
      const ok = await api.get(`${route.url}&${param}=${top}`, route.token);
      answers.push(`${route.url} ${param}=${top} → ${ok.status} ${ok.body.code}`);
      expected.push(`${route.url} ${param}=${top} → 200 200`);
    }
    expect(answers).toEqual(expected);
  });

  it('refuses (time, id) comment cursors out of range or malformed; one in range pages', async () => {
    const bad = ['1.2147483648', '1.0', '999999999999999.1', '8640000000000001.1', '-1.1', '1', '1.', '.1', '1.1.1', 'x.1', '1.5e3', '1.9007199254740991'];
    const answers: string[] = [];
    for (const cursor of bad) {
      const res = await api.get(`/v1/comment.list?lang=en&cursor=${encodeURIComponent(cursor)}`, author.token);
      answers.push(`${cursor} → ${res.status} ${res.body.code} ${Object.keys(res.body.data?.fields ?? {})}`);
    }
    expect(answers).toEqual(bad.map((cursor) => `${cursor} → 400 4001 cursor`));
    for (const cursor of ['0.1', `${Date.parse('2027-03-10T09:00:00Z')}.2147483647`]) {
      const ok = await api.get(`/v1/comment.list?lang=en&cursor=${cursor}`, author.token);
      expect([ok.status, ok.body.code], `cursor=${cursor}`).toEqual([200, 200]);
    }
  });
}, () => ({ demo: true }));
