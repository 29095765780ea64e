import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { newAuthor, testClock, type AuthorFixture, TEST_KEY_SITES } from '../support/contracts';
import { DEMO_ADMIN, seedDemo } from '../../src/server/seed/demo';
import { auditLog, ledgerLines, payouts } from '../../src/server/db/schema';
import { ledgerTotals } from '../../src/server/modules/ledger/ledger-repository';
import { balanceCeiling, money } from '../../src/domain/money';
import { translate } from '../../src/server/lib/i18n';

const clock = testClock();

/** Money past 2^53 minor units: one author's income must never stop the portal or everyone's payouts. */
describeEachDatabase(
  'money past 2^53 minor units',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    let admin = '';
    let key = '';
    const ingest = async (lines: unknown[]) => {
      const res = await get().app.inject({ method: 'POST', url: '/platform/v1/income.ingest?lang=en', headers: { authorization: `Bearer ${key}` }, payload: { lines } });
      return { status: res.statusCode, body: res.json() as { code: number; data?: { accepted: number; duplicates: number; rejected: { index: number; id: string; reason: string }[] } } };
    };
    // 10^12 coins × 35 USD = 3.5 × 10^15 cents each, all the author's: three take the sum past 2^53 (≈ 9.007 × 10^15).
    const huge = (id: string, at: AuthorFixture, day: string) => ({ id, original_book_id: at.bookId, day, coins: 1_000_000_000_000, rate: '35', currency: 'USD', share_bp: 10_000 });
    const read = async (url: string, at: AuthorFixture) => {
      const res = await get().app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${at.token}` } });
      const json = res.headers['content-type']?.toString().includes('json');
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return { status: res.statusCode, body: (json ? res.json() : res.body) as any };
    };
    const screens = (at: AuthorFixture) =>
      Promise.all(
        [
          '/v1/income.overview',
          '/v1/income.lines?month=2027-01',
          '/v1/income.statement?month=2027-01',
          '/v1/payout.overview',
          '/v1/author.profile',
          `/v1/stats.overview?novel=${at.bookId}&from=2027-01-01&to=2027-01-31`,
          `/v1/writeCenter.bookInfo?original_book_id=${at.bookId}`,
        ].map((url) => read(url, at)),
      );

    beforeAll(async () => {
      clock.set('2027-02-03T10:00:00Z');
      // Seeded earlier than the clock: the demo closed the months before December 2026: the January lines below are open.
      await seedDemo(db(), get().storage, new Date('2026-12-15T00:00:00Z'));
      admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
      key = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'reader site (overflow)', sites: TEST_KEY_SITES })).body.data.key;
    });

    it('refuses the income line that would take a balance past the currency’s ceiling, with its reason, and keeps the others', async () => {
      const at = await newAuthor(db(), api);
      const ceiling = balanceCeiling('USD');
      expect(BigInt(ceiling.amount_minor)).toBeLessThan(2n ** 53n);
      const report = (await ingest([huge('o-1', at, '2027-01-10'), huge('o-2', at, '2027-01-11'), huge('o-3', at, '2027-01-12'), { ...huge('o-4', at, '2027-01-13'), coins: 100 }])).body;
      expect(report.code).toBe(200);
      const accepted = report.data!.accepted;
      expect(accepted).toBeLessThan(4);
      expect(report.data!.rejected.length).toBe(4 - accepted);
      expect(report.data!.rejected[0].reason).toBe(translate('en', 'income.line.ceiling', { amount: '1000000000000.00 USD' }));
      const [total] = await ledgerTotals(db(), { authorId: at.userId });
      expect(BigInt(total.amount_minor)).toBeLessThanOrEqual(BigInt(ceiling.amount_minor));
      // the small line still fits
      expect(report.data!.rejected.map((r) => r.id)).not.toContain('o-4');
      for (const res of await screens(at)) expect(res.status).toBeLessThan(500);
    });

    it('shows sums already past 2^53 exactly, and the close records that author’s failure and pays everyone else', async () => {
      const rich = await newAuthor(db(), api);
      const other = await newAuthor(db(), api);
      // Lines written before the ceiling existed (the ledger is append-only): straight into the table.
      const line = { authorId: rich.userId, novelId: rich.bookId, kind: 'unlock', currency: 'USD', amountMinor: 3_500_000_000_000_000, source: 'platform' } as const;
      await db()
        .insert(ledgerLines)
        .values([
          { ...line, day: '2027-01-10' },
          { ...line, day: '2027-01-11' },
          { ...line, day: '2027-01-12' },
          { authorId: other.userId, novelId: other.bookId, kind: 'unlock', currency: 'USD', amountMinor: 12_345, source: 'platform', day: '2027-01-12' },
        ]);
      const responses = await screens(rich);
      responses.forEach((res, i) => expect(res.status, `screen ${i}`).toBeLessThan(500));
      const exact = money(10_500_000_000_000_000n, 'USD');
      expect(responses[0].body.data.all_time).toEqual([exact]);
      expect(responses[1].body.data.totals).toEqual([exact]);
      expect(responses[2].body).toContain('35000000000000.00'); // each line, in major units
      expect(responses[3].body.data.balances[0]).toMatchObject({ balance: exact, payable: true });
      expect(responses[4].body.data.total_income).toEqual(exact);

      const closed = await api.post('/admin/v1/payout.close', admin, { month: '2027-01' });
      expect(closed.status).toBe(200);
      expect(closed.body.data).toMatchObject({ month: '2027-01', failed: [{ author_id: rich.userId, currency: 'USD', reason: expect.any(String) }] });
      expect(closed.body.data.pending + closed.body.data.held).toBeGreaterThanOrEqual(1);
      expect(await db().select().from(payouts).where(eq(payouts.authorId, other.userId))).toMatchObject([{ month: '2027-01', amountMinor: 12_345, status: 'held' }]);
      expect(await db().select().from(payouts).where(eq(payouts.authorId, rich.userId))).toEqual([]);
      const failures = await db().select().from(auditLog).where(eq(auditLog.action, 'payout.closeFailed'));
      expect(failures.map((f) => f.subjectId)).toContain(String(rich.userId));
      // the payout screen still answers after the close
      expect((await api.get('/v1/payout.overview', rich.token)).status).toBe(200);
    });

    it('sends every sum past 2^53 as exact decimal text: a work’s income and a day of the reading figures', async () => {
      const at = await newAuthor(db(), api);
      // 2^53 + 1 minor units, which no JavaScript number holds: three lines of one day.
      const line = { authorId: at.userId, novelId: at.bookId, kind: 'unlock', currency: 'USD', source: 'platform', day: '2027-01-20' } as const;
      await db()
        .insert(ledgerLines)
        .values([
          { ...line, amountMinor: 3_500_000_000_000_000 },
          { ...line, amountMinor: 3_500_000_000_000_000 },
          { ...line, amountMinor: 2_007_199_254_740_993 },
        ]);
      const exact = '9007199254740993';
      expect(BigInt(exact)).toBe(2n ** 53n + 1n);
      const book = await read(`/v1/writeCenter.bookInfo?original_book_id=${at.bookId}`, at);
      expect(book.body.data).toMatchObject({ total_income_minor: exact, currency: 'USD' });
      const stats = await read(`/v1/stats.overview?novel=${at.bookId}&from=2027-01-01&to=2027-01-31`, at);
      expect(stats.body.data.totals.income).toEqual({ amount_minor: exact, currency: 'USD' });
      const points = stats.body.data.series as { income_minor: string | null }[];
      expect(points.every((p) => typeof p.income_minor === 'string')).toBe(true);
      expect(points.reduce((total, p) => total + BigInt(p.income_minor!), 0n).toString()).toBe(exact);
    });
  },
  () => ({ clock: clock.now }),
);
