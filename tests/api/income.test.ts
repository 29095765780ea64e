import { beforeAll, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { newAuthor, newWork, testClock } from '../support/contracts';
import { DEMO_ADMIN } from '../../src/server/seed/demo';
import { auditLog, notifications, payouts } from '../../src/server/db/schema';
import { and, eq } from 'drizzle-orm';
import { appendLedgerLines } from '../../src/server/modules/ledger/ledger-repository';
import { ingestIncome } from '../../src/server/modules/income/ingest';
import { ledgerTotals } from '../../src/server/modules/ledger/ledger-repository';
import { money } from '../../src/domain/money';
import { translate } from '../../src/server/lib/i18n';

const clock = testClock();

describeEachDatabase(
  'income: overview, lines and statements, each a sum of the ledger',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    beforeAll(async () => {
      // The demo closed every month before the real one for payouts, and a closed month takes no
      // more income; this suite's clock is in November 2026 with lines a year back, so it starts
      // with no month closed.
      await db().delete(payouts);
      clock.set('2026-11-15T12:00:00Z');
    });

    it('sums this month and the previous ones per currency and per work, and every screen’s figure agrees with the ledger', async () => {
      const at = await newAuthor(db(), api);
      const second = await newWork(db(), at.userId, 40_000, 'A Second Tide');
      const line = (id: string, book: number, day: string, coins: number, currency = 'USD', rate = '0.01') => ({ id: `${at.userId}-${id}`, original_book_id: book, day, coins, rate, currency });
      await ingestIncome(
        db(),
        [line('a', at.bookId, '2026-11-01', 1000), line('b', at.bookId, '2026-11-14', 500), line('c', second, '2026-11-02', 200), line('d', at.bookId, '2026-10-31', 300), line('e', second, '2026-10-05', 7, 'VND', '250'), line('f', at.bookId, '2025-11-30', 100)],
        { lang: 'en', source: 'platform' },
      );
      await appendLedgerLines(db(), [{ authorId: at.userId, kind: 'adjustment', day: '2026-11-03', amount: money(-100, 'USD'), source: 'staff', reason: 'A refunded unlock' }]);

      const overview = (await api.get('/v1/income.overview', at.token)).body.data;
      expect(overview.current_month).toBe('2026-11');
      expect(overview.months).toHaveLength(12);
      expect(overview.months.map((m: { month: string }) => m.month).slice(0, 3)).toEqual(['2026-11', '2026-10', '2026-09']);
      const [nov, oct] = overview.months;
      expect(nov.totals).toEqual([money(750 + 100 - 100, 'USD')]); // (1000 + 500 + 200) × 1 cent × 50 %, minus 1.00
      expect(nov.novels).toEqual(
        expect.arrayContaining([
          { original_book_id: at.bookId, title: 'A Lantern For The Tide', totals: [money(750, 'USD')] },
          { original_book_id: second, title: 'A Second Tide', totals: [money(100, 'USD')] },
          { original_book_id: null, title: null, totals: [money(-100, 'USD')] },
        ]),
      );
      expect(oct.totals).toEqual([money(150, 'USD'), money(875, 'VND')]);
      expect(overview.months[11].month).toBe('2025-12'); // November 2025 falls outside the twelve months…
      expect(overview.all_time).toEqual([money(950, 'USD'), money(875, 'VND')]); // …but not outside all time (+0.50)
      expect(overview.all_time).toEqual(await ledgerTotals(db(), { authorId: at.userId }));

      const lines = (await api.get('/v1/income.lines?month=2026-11', at.token)).body.data;
      expect(lines.totals).toEqual(nov.totals);
      expect(lines.list).toHaveLength(4);
      expect(lines.list.find((l: { day: string }) => l.day === '2026-11-01')).toMatchObject({ kind: 'unlock', coins: 1000, rate: '0.01', gross: money(1000, 'USD'), share_bp: 5000, amount: money(500, 'USD'), title: 'A Lantern For The Tide' });
      const ofWork = (await api.get(`/v1/income.lines?month=2026-11&original_book_id=${second}`, at.token)).body.data;
      expect(ofWork.totals).toEqual([money(100, 'USD')]);
    });

    it('pages the lines newest first with a cursor', async () => {
      const at = await newAuthor(db(), api);
      await ingestIncome(db(), Array.from({ length: 120 }, (_, i) => ({ id: `${at.userId}-p${i}`, original_book_id: at.bookId, day: '2026-11-02', coins: 2, rate: '0.01', currency: 'USD' })), { lang: 'en', source: 'platform' });
      const seen: number[] = [];
      let cursor: number | null = null;
      do {
        const page: { totals: unknown; list: { id: number }[]; next_cursor: number | null } = (await api.get(`/v1/income.lines?month=2026-11${cursor ? `&cursor=${cursor}` : ''}`, at.token)).body.data;
        expect(page.totals).toEqual([money(120, 'USD')]);
        seen.push(...page.list.map((l) => l.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen).toHaveLength(120);
      expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    });

    it('writes a month’s statement as CSV in the author’s language, with no cell a spreadsheet would run', async () => {
      const at = await newAuthor(db(), api);
      await ingestIncome(db(), [{ id: `${at.userId}-s1`, original_book_id: at.bookId, day: '2026-10-02', coins: 7, rate: '250', currency: 'VND' }, { id: `${at.userId}-s2`, original_book_id: at.bookId, day: '2026-10-03', coins: 2468, rate: '0.01', currency: 'USD' }], { lang: 'en', source: 'platform' });
      await appendLedgerLines(db(), [{ authorId: at.userId, kind: 'adjustment', day: '2026-10-04', amount: money(-234, 'USD'), source: 'staff', reason: '=HYPERLINK("http://evil.test","refund")' }]);
      const res = await get().app.inject({ url: '/v1/income.statement?month=2026-10&lang=fr', headers: { authorization: `Bearer ${at.token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toContain('statement-2026-10.csv');
      const rows = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
      expect(rows[0][0]).toBe(translate('fr', 'income.csv.day'));
      expect(rows[1]).toEqual(['2026-10-02', 'A Lantern For The Tide', translate('fr', 'income.kind.unlock'), '7', '250', '1750', '50.00', '875', 'VND', '']);
      expect(rows[2].slice(5, 9)).toEqual(['24.68', '50.00', '12.34', 'USD']);
      expect(rows[3][7]).toBe('-2.34');
      expect(rows[3][9]).toBe('\'=HYPERLINK("http://evil.test","refund")');
    });

    it('writes every CSV through the one formula-safe writer: no cell of the statement a spreadsheet would run, the work’s title included', async () => {
      // Every CSV the API answers with: a new one is written through lib/csv.ts and checked here.
      const csvRoutes = get().routes.filter((r) => ((r.schema as { produces?: string[] } | undefined)?.produces ?? []).includes('text/csv')).map((r) => `${r.method} ${r.url}`);
      expect(csvRoutes).toEqual(['GET /v1/income.statement']);

      const at = await newAuthor(db(), api);
      const title = '=HYPERLINK("http://evil.test","x")';
      const book = await newWork(db(), at.userId, 40_000, title);
      await ingestIncome(db(), [{ id: `${at.userId}-f1`, original_book_id: book, day: '2026-10-02', coins: 100, rate: '0.01', currency: 'USD' }], { lang: 'en', source: 'platform' });
      const reasons = ['+SUM(A1:A9)', '@cmd', '\t=1', '\r=1', '-1+1'];
      await appendLedgerLines(db(), reasons.map((reason, i) => ({ authorId: at.userId, kind: 'adjustment', day: '2026-10-03', amount: money(-(i + 1), 'USD'), source: 'staff', reason })));
      const res = await get().app.inject({ url: '/v1/income.statement?month=2026-10&lang=en', headers: { authorization: `Bearer ${at.token}` } });
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const rows = (parse(res.body.slice(1)) as string[][]).slice(1);
      expect(rows[0][1]).toBe(`'${title}`);
      expect(rows.slice(1).map((r) => r[9])).toEqual(reasons.map((r) => `'${r}`));
      // Amounts are numbers, negative ones too: left as they are.
      expect(rows.slice(1).map((r) => r[7])).toEqual(['-0.01', '-0.02', '-0.03', '-0.04', '-0.05']);
      for (const row of rows) for (const cell of row) expect(/^[=+@\t\r]/.test(cell) || (/^-/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell)), cell).toBe(false);
    });

    it('answers another author’s work with 4004 and refuses a malformed month', async () => {
      const owner = await newAuthor(db(), api);
      const stranger = await newAuthor(db(), api);
      expect((await api.get(`/v1/income.lines?month=2026-11&original_book_id=${owner.bookId}`, stranger.token)).body.code).toBe(4004);
      expect((await api.get('/v1/income.lines?month=2026-13', stranger.token)).body.code).toBe(4001);
      expect((await api.get('/v1/income.statement?month=26-11', stranger.token)).body.code).toBe(4001);
      expect((await api.get('/v1/income.overview', stranger.token)).body.data.all_time).toEqual([]);
    });

    it('staff adjust with a reason: a new line of either sign in the currency’s decimals, audited and told to the author', async () => {
      const at = await newAuthor(db(), api);
      const admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const adjust = (body: Record<string, unknown>) => api.post('/admin/v1/income.adjust', admin, { email: at.email, currency: 'USD', reason: 'A refunded unlock', ...body });
      expect((await adjust({ amount: '1.234' })).body.data.fields.amount).toBeDefined(); // three decimals for USD
      expect((await adjust({ amount: '0' })).body.code).toBe(4001);
      expect((await adjust({ amount: '5', currency: 'XYZ' })).body.data.fields.currency).toBeDefined();
      expect((await adjust({ amount: '5', reason: '  ' })).body.code).toBe(4001);
      expect((await adjust({ amount: '5', email: 'nobody@example.test' })).body.code).toBe(4001);
      const stranger = await newAuthor(db(), api);
      expect((await adjust({ amount: '5', original_book_id: stranger.bookId })).body.code).toBe(4001);
      const taken = await adjust({ amount: '-2.34', day: '2026-11-05', original_book_id: at.bookId });
      expect(taken.body.code).toBe(200);
      await adjust({ amount: '1500', currency: 'VND', day: '2026-11-06' });
      expect(await ledgerTotals(db(), { authorId: at.userId })).toEqual([money(-234, 'USD'), money(1500, 'VND')]);
      const lines = (await api.get('/v1/income.lines?month=2026-11', at.token)).body.data.list;
      expect(lines.find((l: { id: number }) => l.id === taken.body.data.line_id)).toMatchObject({ kind: 'adjustment', reason: 'A refunded unlock', amount: money(-234, 'USD') });
      const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'income.adjusted'), eq(auditLog.subjectUserId, at.userId)));
      expect(entry.actorKind).toBe('staff');
      const notices = await db().select().from(notifications).where(and(eq(notifications.userId, at.userId), eq(notifications.template, 'notice.income.adjusted')));
      expect(notices).toHaveLength(2);
      expect((await api.post('/admin/v1/income.adjust', at.token, { email: at.email, amount: '5', currency: 'USD', reason: 'mine' })).status).toBe(401);
    });
  },
  () => ({ demo: true, clock: clock.now }),
);
