import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { newAuthor, newWork, TEST_KEY_SITES } from '../support/contracts';
import { contractApplications, contracts, ledgerLines } from '../../src/server/db/schema';
import { DEMO_ADMIN } from '../../src/server/seed/demo';
import { ledgerTotals } from '../../src/server/modules/ledger/ledger-repository';
import { keyRing } from '../../src/server/lib/crypto/data-keys';
import { money } from '../../src/domain/money';
import { translate } from '../../src/server/lib/i18n';
import { closeMonth } from '../../src/server/modules/payout/close';
import { ingestIncome } from '../../src/server/modules/income/ingest';
import { monthBefore } from '../../src/domain/payout';
import { INCOME_FIRST_DAY } from '../../src/domain/ledger';

/** The demo closed every month before this one: lines are dated in this month (day 2 is never past the 36 hours ahead allowed). */
const MONTH = new Date().toISOString().slice(0, 7);
const DAY = `${MONTH}-01`;
const NEXT_DAY = `${MONTH}-02`;

describeEachDatabase('platform API: service keys and income ingestion', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  let admin = '';
  let key = '';
  const ingest = async (lines: unknown[], withKey = key, lang = 'en') => {
    const res = await get().app.inject({ method: 'POST', url: `/platform/v1/income.ingest?lang=${lang}`, headers: withKey ? { authorization: `Bearer ${withKey}` } : {}, payload: { lines } });
    return { status: res.statusCode, body: res.json() as { code: number; desc: string; data?: { accepted: number; duplicates: number; rejected: { index: number; id: string; reason: string }[]; fields?: Record<string, string> } } };
  };
  const line = (id: string, book: number, extra: Record<string, unknown> = {}) => ({ id, original_book_id: book, day: DAY, coins: 2468, rate: '0.01', currency: 'USD', ...extra });

  beforeAll(async () => {
    admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const created = await api.post('/admin/v1/platform.keyCreate', admin, { name: 'reader site (tests)', sites: TEST_KEY_SITES });
    key = created.body.data.key;
    expect(key).toMatch(/^wcp_/);
  });

  it('answers 5005 without a live service key, and staff list and revoke keys', async () => {
    const at = await newAuthor(db(), api);
    expect((await ingest([line('k-1', at.bookId)], '')).body.code).toBe(5005);
    expect((await ingest([line('k-1', at.bookId)], 'wcp_not-a-key')).status).toBe(401);
    expect((await ingest([line('k-1', at.bookId)], at.token)).body.code).toBe(5005); // an author's token is not a service key
    const other = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'to revoke', sites: TEST_KEY_SITES })).body.data;
    expect((await ingest([line('k-2', at.bookId)], other.key)).body.code).toBe(200);
    const listed = (await api.get('/admin/v1/platform.keys', admin)).body.data.list as { id: number; prefix: string; last_used_at: string | null }[];
    expect(listed.find((k) => k.id === other.entry.id)?.last_used_at).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(other.key);
    expect((await api.post('/admin/v1/platform.keyRevoke', admin, { id: other.entry.id })).body.data.revoked_at).not.toBeNull();
    expect((await ingest([line('k-3', at.bookId)], other.key)).body.code).toBe(5005);
    expect((await api.post('/admin/v1/platform.keyRevoke', admin, { id: other.entry.id })).body.code).toBe(4004);
    // Authors cannot create keys.
    expect((await api.post('/admin/v1/platform.keyCreate', at.token, { name: 'mine', sites: TEST_KEY_SITES })).status).toBe(401);
  });

  it('takes 1 to 10,000 lines a call: 0 and 10,001 are refused whole, 10,000 are written', async () => {
    const at = await newAuthor(db(), api);
    expect((await ingest([])).body.code).toBe(4001);
    const many = Array.from({ length: 10_001 }, (_, i) => line(`bulk-${at.bookId}-${i}`, at.bookId, { coins: 2 }));
    expect((await ingest(many)).body.code).toBe(4001);
    const report = (await ingest(many.slice(0, 10_000))).body.data!;
    expect(report).toEqual({ accepted: 10_000, duplicates: 0, rejected: [] });
    expect(await ledgerTotals(db(), { authorId: at.userId })).toEqual([money(10_000, 'USD')]); // 10,000 × 2 cents × 50%
  }, 60_000);

  it('is idempotent by the platform’s id, reports bad lines with the reason in the request’s language and keeps the good ones', async () => {
    const at = await newAuthor(db(), api);
    const lines = [
      line('good-1', at.bookId),
      line('bad-work', 999_999),
      line('bad-currency', at.bookId, { currency: 'XYZ' }),
      line('bad-rate', at.bookId, { rate: '1e-2' }),
      line('future', at.bookId, { day: '2099-01-01' }),
      line('good-1', at.bookId, { coins: 1 }),
      line('good-2', at.bookId, { day: NEXT_DAY, coins: 7, rate: '250', currency: 'VND' }),
    ];
    const first = (await ingest(lines, key, 'de')).body.data!;
    expect(first.accepted).toBe(2);
    expect(first.duplicates).toBe(0);
    expect(first.rejected).toEqual([
      { index: 1, id: 'bad-work', reason: translate('de', 'income.line.unknownWork', { id: 999_999 }) },
      { index: 2, id: 'bad-currency', reason: translate('de', 'income.line.currency', { currency: 'XYZ' }) },
      { index: 3, id: 'bad-rate', reason: translate('de', 'income.line.rate') },
      { index: 4, id: 'future', reason: translate('de', 'income.line.day', { day: '2099-01-01' }) },
      { index: 5, id: 'good-1', reason: translate('de', 'income.line.repeated') },
    ]);
    const again = (await ingest([lines[0], lines[6]])).body.data!;
    expect(again).toEqual({ accepted: 0, duplicates: 2, rejected: [] });
    // 2468 coins × 0.01 USD = 24.68 USD × 50% = 12.34 USD; 7 × 250 ₫ = 1,750 ₫ × 50% = 875 ₫.
    expect(await ledgerTotals(db(), { authorId: at.userId })).toEqual([money(1234, 'USD'), money(875, 'VND')]);
    const [row] = await db().select().from(ledgerLines).where(and(eq(ledgerLines.authorId, at.userId), eq(ledgerLines.currency, 'USD')));
    expect(row).toMatchObject({ kind: 'unlock', source: 'platform', coins: 2468, rate: '0.01', grossMinor: 2468, shareBp: 5000, amountMinor: 1234, externalId: 'income:good-1', novelId: at.bookId });
  });

  it('takes the author’s share from the work’s live contract before the line’s, and the line’s before the default', async () => {
    const at = await newAuthor(db(), api);
    const second = await newWork(db(), at.userId, 40_000, 'A Second Tide');
    const [application] = await db()
      .insert(contractApplications)
      .values({ novelId: at.bookId, authorId: at.userId, status: 'approved', truename: 'Mara Quill', idType: 'passport', idNumber: 'P1234567A', idNumberHash: keyRing().hash('P1234567A'), address: 'Somewhere 1', mobile: '+63 917 123 4567', socialAccount: 'fb', monthlyWords: 30_000, estimatedWords: 200_000 })
      .returning({ id: contractApplications.id });
    await db().insert(contracts).values({ contractNo: `WC-I-${at.userId}`, applicationId: application.id, novelId: at.bookId, authorId: at.userId, status: 'contract_completed', terms: { type: 'exclusive', revenue_share: 70, term_years: 5, first_paid_chapter: null } });
    const report = (await ingest([line('share-1', at.bookId, { share_bp: 1000, coins: 1000 }), line('share-2', second, { share_bp: 6000, coins: 1000 }), line('share-3', second, { coins: 1000, day: NEXT_DAY })])).body.data!;
    expect(report.accepted).toBe(3);
    expect(await ledgerTotals(db(), { authorId: at.userId, novelId: at.bookId })).toEqual([money(700, 'USD')]); // the contract's 70 %
    expect(await ledgerTotals(db(), { authorId: at.userId, novelId: second, until: NEXT_DAY })).toEqual([money(600, 'USD')]); // the line's 60 %
    expect(await ledgerTotals(db(), { authorId: at.userId, novelId: second, from: NEXT_DAY })).toEqual([money(500, 'USD')]); // the default 50 %
  });

  it('rounds the author’s share once from coins × rate × share: ten lines of 0.65 cents are 10 cents, not 0', async () => {
    const at = await newAuthor(db(), api);
    const lines = Array.from({ length: 10 }, (_, i) => line(`once-${at.userId}-${i}`, at.bookId, { coins: 1, rate: '0.013' }));
    expect((await ingest(lines)).body.data).toEqual({ accepted: 10, duplicates: 0, rejected: [] });
    expect(await ledgerTotals(db(), { authorId: at.userId })).toEqual([money(10, 'USD')]);
  });

  it('checks each line on its own: negative or fractional coins, a missing field, name that line and keep the others', async () => {
    const at = await newAuthor(db(), api);
    const { day: _day, ...noDay } = line(`nd-${at.userId}`, at.bookId);
    const res = await ingest([line(`neg-${at.userId}`, at.bookId, { coins: -5 }), line(`ok-${at.userId}`, at.bookId), line(`frac-${at.userId}`, at.bookId, { coins: 1.5 }), noDay, 'not a line']);
    expect(res.status).toBe(200);
    expect(res.body.data!.accepted).toBe(1);
    expect(res.body.data!.rejected).toEqual([
      { index: 0, id: `neg-${at.userId}`, reason: translate('en', 'income.line.field', { field: 'coins' }) },
      { index: 2, id: `frac-${at.userId}`, reason: translate('en', 'income.line.field', { field: 'coins' }) },
      { index: 3, id: `nd-${at.userId}`, reason: translate('en', 'income.line.field', { field: 'day' }) },
      { index: 4, id: '', reason: translate('en', 'income.line.field', { field: 'line' }) },
    ]);
    expect(await ledgerTotals(db(), { authorId: at.userId })).toEqual([money(1234, 'USD')]);
  });

  it('reports a line id sent again with other content as a conflict naming the earlier line; the same content stays a duplicate', async () => {
    const at = await newAuthor(db(), api);
    const first = line(`resend-${at.userId}`, at.bookId);
    expect((await ingest([first])).body.data!.accepted).toBe(1);
    const [earlier] = await db().select({ id: ledgerLines.id }).from(ledgerLines).where(eq(ledgerLines.externalId, `income:resend-${at.userId}`));
    const again = (await ingest([first, { ...first, coins: 9999 }].reverse())).body.data!;
    expect(again).toEqual({ accepted: 0, duplicates: 0, rejected: [{ index: 0, id: first.id, reason: translate('en', 'income.line.conflict', { line: String(earlier.id) }) }, { index: 1, id: first.id, reason: translate('en', 'income.line.repeated') }] });
    expect((await ingest([first])).body.data).toEqual({ accepted: 0, duplicates: 1, rejected: [] });
    expect(await ledgerTotals(db(), { authorId: at.userId })).toEqual([money(1234, 'USD')]);
  });

  it('books income only in a payout currency: drawing rights, gold, fund codes and unknown codes are bad lines', async () => {
    const at = await newAuthor(db(), api);
    const codes = ['XDR', 'XAU', 'CLF', 'USN', 'CHE', 'XYZ'];
    const res = await ingest([...codes.map((currency) => line(`cur-${currency}-${at.userId}`, at.bookId, { currency })), line(`cur-EUR-${at.userId}`, at.bookId, { currency: 'EUR' })], key, 'es');
    expect(res.body.data!.accepted).toBe(1);
    expect(res.body.data!.rejected).toEqual(codes.map((currency, index) => ({ index, id: `cur-${currency}-${at.userId}`, reason: translate('es', 'income.line.currency', { currency }) })));
    expect(await ledgerTotals(db(), { authorId: at.userId })).toEqual([money(1234, 'EUR')]);
  });

  it('refuses a new line dated before the platform’s first day or in a month closed for payouts, naming the month', async () => {
    const at = await newAuthor(db(), api);
    const closed = monthBefore(MONTH);
    // The demo closed the months before this one; closing the previous month again closes it for this author too.
    await closeMonth(db(), new Date(), closed);
    const res = await ingest([line(`open-${at.userId}`, at.bookId), line(`closed-${at.userId}`, at.bookId, { day: `${closed}-15` }), line(`early-${at.userId}`, at.bookId, { day: '2019-12-31' }), line(`first-${at.userId}`, at.bookId, { day: INCOME_FIRST_DAY })], key, 'fr');
    expect(res.status).toBe(200);
    expect(res.body.data!.accepted).toBe(1);
    expect(res.body.data!.rejected).toEqual([
      { index: 1, id: `closed-${at.userId}`, reason: translate('fr', 'income.line.closed', { day: `${closed}-15`, month: closed }) },
      { index: 2, id: `early-${at.userId}`, reason: translate('fr', 'income.line.early', { day: '2019-12-31', first: INCOME_FIRST_DAY }) },
      { index: 3, id: `first-${at.userId}`, reason: translate('fr', 'income.line.closed', { day: INCOME_FIRST_DAY, month: INCOME_FIRST_DAY.slice(0, 7) }) },
    ]);
    expect(await ledgerTotals(db(), { authorId: at.userId })).toEqual([money(1234, 'USD')]);
  });

  // Last: it closes a month after every other test's lines, and so every month before it.
  it('keeps a line received before its month closed a duplicate when the platform sends it again', async () => {
    const at = await newAuthor(db(), api);
    const sent = { id: `late-${at.userId}`, original_book_id: at.bookId, day: '2150-05-10', coins: 100, rate: '0.01', currency: 'USD' };
    const before = await ingestIncome(db(), [sent], { lang: 'en', source: 'platform', now: new Date('2150-05-20T00:00:00Z') });
    expect(before).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
    await closeMonth(db(), new Date('2150-06-01T02:00:00Z'), '2150-05');
    const after = await ingestIncome(db(), [sent, { ...sent, id: `later-${at.userId}` }], { lang: 'en', source: 'platform', now: new Date('2150-06-02T00:00:00Z') });
    expect(after).toEqual({ accepted: 0, duplicates: 1, rejected: [{ index: 1, id: `later-${at.userId}`, reason: translate('en', 'income.line.closed', { day: '2150-05-10', month: '2150-05' }) }] });
  });
}, () => ({ demo: true }));
