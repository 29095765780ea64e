import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { DAY, newAuthor, newWork, signedContract, testClock, type AuthorFixture } from '../support/contracts';
import { DEMO_ADMIN, DEMO_EDITOR } from '../../src/server/seed/demo';
import { auditLog, notifications, payouts, users } from '../../src/server/db/schema';
import { appendLedgerLines, ledgerTotals } from '../../src/server/modules/ledger/ledger-repository';
import { closeMonth } from '../../src/server/modules/payout/close';
import { money } from '../../src/domain/money';
import { payoutThreshold, REWARD_CHANCES_PER_YEAR } from '../../src/domain/payout';

const clock = testClock();
const PASSWORD = 'long-enough-password';
const PAYPAL = { method: 'paypal', paypal: 'mara.payouts@example.test', telephone: '+63 917 123 4567', address: '12 Harbour Lane, Quezon City', id_number: 'P1234567A', facebook: 'facebook.com/maraquill' };

describeEachDatabase(
  'payouts and monthly rewards',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    const earn = (at: AuthorFixture, day: string, minor: number, currency = 'USD') =>
      appendLedgerLines(db(), [{ authorId: at.userId, novelId: at.bookId, kind: 'bonus', day, amount: money(minor, currency), source: 'staff', reason: 'test earnings' }]);
    const overview = async (at: AuthorFixture) => (await api.get('/v1/payout.overview', at.token)).body.data;
    let admin: string;
    beforeAll(async () => {
      admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    });

    it('closes a month: at the threshold a payout (held without payee details), under it a roll-over, in 0- and 2-decimal currencies; balances agree with the ledger', async () => {
      clock.set('2027-02-03T10:00:00Z');
      const rich = await newAuthor(db(), api);
      const poor = await newAuthor(db(), api);
      const usd = Number(payoutThreshold('USD').amount_minor);
      const jpy = payoutThreshold('JPY');
      expect(jpy.amount_minor).toBe('7500'); // yen have no minor digits
      await earn(rich, '2027-01-10', usd); // exactly the threshold
      await earn(rich, '2027-01-11', Number(jpy.amount_minor) - 1, 'JPY'); // one yen short
      await earn(rich, '2027-02-01', 999); // this month: not in January's close
      await earn(poor, '2027-01-12', usd - 1);
      await api.post('/v1/payee.save?lang=en', rich.token, { ...PAYPAL, password: PASSWORD, version: 0 });

      expect((await api.post('/admin/v1/payout.close', admin, { month: '2027-02' })).body.code).toBe(4009); // not over yet
      const report = (await api.post('/admin/v1/payout.close', admin, {})).body.data;
      expect(report.month).toBe('2027-01');
      const again = (await api.post('/admin/v1/payout.close', admin, {})).body.data;
      expect(again).toMatchObject({ pending: 0, held: 0, rolled_over: 0 }); // each author and currency once

      const mine = await overview(rich);
      expect(mine.list.map((p: { amount: { currency: string }; status: string }) => `${p.amount.currency}:${p.status}`).sort()).toEqual(['JPY:rolled_over', 'USD:pending']);
      expect(mine.balances).toEqual([
        { balance: money(Number(jpy.amount_minor) - 1, 'JPY'), threshold: jpy, payable: false },
        { balance: money(999, 'USD'), threshold: payoutThreshold('USD'), payable: false },
      ]);
      expect(mine.balances.map((b: { balance: unknown }) => b.balance)).toEqual(await ledgerTotals(db(), { authorId: rich.userId }));
      expect(mine.next_close).toBe('2027-03-01');
      // The income screens show what was earned: the payout line is not taken off January's figure.
      const jan = (await api.get('/v1/income.overview', rich.token)).body.data.months.find((m: { month: string }) => m.month === '2027-01');
      expect(jan.totals).toEqual([money(Number(jpy.amount_minor) - 1, 'JPY'), money(usd, 'USD')]);

      const theirs = await overview(poor);
      expect(theirs.list).toMatchObject([{ status: 'rolled_over', amount: money(usd - 1, 'USD') }]);
      expect(theirs.hold).toEqual({ reason: 'payee_missing', until: null });
      expect((await api.post('/admin/v1/payout.close', admin, { month: '2026-12' })).body.code).toBe(4009); // months close in order
    });

    it('holds payouts while payee details are missing or cooling off, and releases them when the hold ends; a held payout cannot be paid', async () => {
      clock.set('2027-03-02T09:00:00Z');
      const at = await newAuthor(db(), api);
      await earn(at, '2027-02-14', 12_345);
      await closeMonth(db(), clock.now());
      const [held] = (await overview(at)).list;
      expect(held).toMatchObject({ status: 'held', hold: { reason: 'payee_missing', until: null }, amount: money(12_345, 'USD') });
      expect((await api.post('/admin/v1/payout.pay', admin, { payout_id: held.id, reference: 'TRX-1' })).body.code).toBe(4009);

      await api.post('/v1/payee.save?lang=en', at.token, { ...PAYPAL, password: PASSWORD, version: 0 });
      expect((await overview(at)).list[0].status).toBe('pending'); // details given: released at once
      await api.post('/v1/payee.save?lang=en', at.token, { ...PAYPAL, paypal: 'mara.new@example.test', password: PASSWORD, version: 1 });
      const cooling = (await overview(at)).list[0];
      expect(cooling.status).toBe('held');
      expect(cooling.hold.reason).toBe('payee_changed');
      expect(new Date(cooling.hold.until).getTime()).toBe(clock.now().getTime() + 7 * DAY);

      clock.advance(7 * DAY + 1000);
      const listedRes = await api.get('/admin/v1/payout.list', admin);
      expect(listedRes.body.code, JSON.stringify(listedRes.body)).toBe(200);
      const listed = listedRes.body.data.list;
      expect(listed.find((p: { id: number }) => p.id === held.id)).toMatchObject({ status: 'pending', account_email: at.email });
      const paid = await api.post('/admin/v1/payout.pay', admin, { payout_id: held.id, reference: 'TRX-2027-02-7' });
      expect(paid.body.data).toMatchObject({ status: 'paid', reference: 'TRX-2027-02-7' });
      expect((await api.post('/admin/v1/payout.pay', admin, { payout_id: held.id, reference: 'again' })).body.code).toBe(4009);
      const notices = await db().select().from(notifications).where(and(eq(notifications.userId, at.userId), eq(notifications.template, 'notice.payout.paid')));
      expect(notices).toHaveLength(1);
      expect(notices[0].params).toMatchObject({ amount: '123.45 USD', month: '2027-02' });
    });

    it('a failed payout says why and its money returns to the balance through a reversing line, paid with the next close', async () => {
      clock.set('2027-04-05T09:00:00Z');
      const at = await newAuthor(db(), api);
      await api.post('/v1/payee.save?lang=en', at.token, { ...PAYPAL, password: PASSWORD, version: 0 });
      await earn(at, '2027-03-20', 8_000);
      await closeMonth(db(), clock.now());
      const [payout] = (await overview(at)).list;
      expect((await overview(at)).balances[0].balance).toEqual(money(0, 'USD'));
      expect((await api.post('/admin/v1/payout.fail', admin, { payout_id: payout.id, reasons: { en: ' ' } })).body.code).toBe(4001);
      // English is the fallback every author can read: a reason without it is refused, in the staff member's language.
      const noEnglish = await api.post('/admin/v1/payout.fail?lang=de', admin, { payout_id: payout.id, reasons: { de: 'Konto aufgelöst' } });
      expect(noEnglish.body.code).toBe(4001);
      expect(noEnglish.body.data.fields.reasons).toMatch(/Englisch/);
      expect((await api.post('/admin/v1/payout.fail', admin, { payout_id: payout.id, reasons: { en: 'x', xx: 'y' } })).body.code).toBe(4001);
      await db().update(users).set({ lang: 'de' }).where(eq(users.id, at.userId));
      const reasons = { en: 'The bank returned the transfer: account closed', de: 'Die Bank hat die Überweisung zurückgeschickt: Konto aufgelöst' };
      const failed = (await api.post('/admin/v1/payout.fail', admin, { payout_id: payout.id, reasons })).body.data;
      expect(failed).toMatchObject({ status: 'failed', failure_reason: reasons.en, failure_reason_fallback: false, failure_reasons: reasons });
      // Each author reads the reason in their language; where staff gave none, the English one, flagged.
      const read = async (lang: string) => (await api.get(`/v1/payout.overview?lang=${lang}`, at.token)).body.data.list[0];
      expect(await read('de')).toMatchObject({ status: 'failed', failure_reason: reasons.de, failure_reason_fallback: false });
      expect(await read('th')).toMatchObject({ status: 'failed', failure_reason: reasons.en, failure_reason_fallback: true });
      expect(await read('en')).toMatchObject({ failure_reason: reasons.en, failure_reason_fallback: false });
      const [notice] = await db().select().from(notifications).where(and(eq(notifications.userId, at.userId), eq(notifications.template, 'notice.payout.failed')));
      expect(notice.params).toMatchObject({ reason: reasons.de }); // the author reads German
      expect((await overview(at)).balances[0].balance).toEqual(money(8_000, 'USD'));
      const [row] = await db().select().from(payouts).where(eq(payouts.id, payout.id));
      expect(row.reversalLineId).not.toBeNull();
      const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'payout.failed'), eq(auditLog.subjectUserId, at.userId)));
      expect(entry.actorKind).toBe('staff');

      clock.set('2027-05-02T09:00:00Z');
      await closeMonth(db(), clock.now());
      const list = (await overview(at)).list;
      expect(list[0]).toMatchObject({ month: '2027-04', status: 'pending', amount: money(8_000, 'USD') });
      expect(list[1]).toMatchObject({ month: '2027-03', status: 'failed' });
      expect((await api.get('/v1/payout.overview', (await newAuthor(db(), api)).token)).body.data.list).toEqual([]);
    });

    it('reward applications: “{nums} chances left” drops to 0, resets next year, and an editor approves with an amount (a reward line) or rejects with a reason', async () => {
      clock.set('2027-06-10T09:00:00Z');
      const at = await newAuthor(db(), api);
      const second = await newWork(db(), at.userId, 40_000, 'A Second Tide');
      const unsigned = await newWork(db(), at.userId, 40_000, 'A Third Tide');
      await signedContract(db(), at);
      await signedContract(db(), at, second);
      const info = async () => (await api.get('/v1/reward.info', at.token)).body.data;
      const first = await info();
      expect(first).toMatchObject({ chances_left: REWARD_CHANCES_PER_YEAR, chances_per_year: 3, resets_on: '2028-01-01', default_month: '2027-05', months: ['2027-05', '2027-04', '2027-03'] });
      expect(first.works.map((w: { original_book_id: number }) => w.original_book_id)).toEqual([at.bookId, second]);

      const apply = (body: Record<string, unknown>) => api.post('/v1/reward.apply?lang=en', at.token, body);
      expect((await apply({ original_book_id: unsigned, month: '2027-05' })).body.data.fields.original_book_id).toBeDefined();
      expect((await apply({ original_book_id: at.bookId, month: '2027-06' })).body.data.fields.month).toBeDefined(); // not over
      expect((await apply({ original_book_id: at.bookId, month: '2027-02' })).body.data.fields.month).toBeDefined(); // too far back
      const stranger = await newAuthor(db(), api);
      expect((await api.post('/v1/reward.apply', stranger.token, { original_book_id: at.bookId, month: '2027-05' })).body.code).toBe(4004);

      const a1 = (await apply({ original_book_id: at.bookId, month: '2027-05' })).body.data;
      expect(a1).toMatchObject({ status: 'pending', month: '2027-05', title: 'A Lantern For The Tide' });
      expect((await apply({ original_book_id: at.bookId, month: '2027-05' })).body.code).toBe(4009); // that month already
      expect((await info()).chances_left).toBe(2);
      const a2 = (await apply({ original_book_id: second, month: '2027-05' })).body.data;
      expect((await info()).chances_left).toBe(1);
      expect((await api.post('/v1/reward.withdraw', at.token, { id: a2.id })).body.data.status).toBe('withdrawn');
      expect((await info()).chances_left).toBe(2); // a withdrawn application gives its chance back
      await apply({ original_book_id: second, month: '2027-04' });
      const a3 = (await apply({ original_book_id: at.bookId, month: '2027-04' })).body.data;
      expect((await info()).chances_left).toBe(0);
      const none = await apply({ original_book_id: at.bookId, month: '2027-03' });
      expect(none.body.code).toBe(4009);
      expect(none.body.desc).toContain('2028-01-01');

      const editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
      const queue = (await api.get('/admin/v1/reward.applications', editor)).body.data.list;
      expect(queue.map((q: { id: number }) => q.id)).toEqual(expect.arrayContaining([a1.id, a3.id]));
      expect((await api.post('/admin/v1/reward.approve', editor, { id: a1.id, amount: '25.005', currency: 'USD' })).body.code).toBe(4001);
      const approved = (await api.post('/admin/v1/reward.approve', editor, { id: a1.id, amount: '25.00', currency: 'USD' })).body.data;
      expect(approved).toMatchObject({ status: 'approved', amount: money(2_500, 'USD') });
      expect((await api.post('/admin/v1/reward.approve', editor, { id: a1.id, amount: '25.00', currency: 'USD' })).body.code).toBe(4009);
      await api.post('/admin/v1/reward.reject', editor, { id: a3.id, reason: 'Fewer than 20 updates that month' });
      const after = await info();
      expect(after.chances_left).toBe(0); // a rejection keeps the chance used
      expect(after.list.find((a: { id: number }) => a.id === a1.id)).toMatchObject({ status: 'approved', amount: money(2_500, 'USD') });
      expect(after.list.find((a: { id: number }) => a.id === a3.id)).toMatchObject({ status: 'rejected', reason: 'Fewer than 20 updates that month' });
      expect(await ledgerTotals(db(), { authorId: at.userId, kinds: ['reward'] })).toEqual([money(2_500, 'USD')]);
      const told = await db().select().from(notifications).where(and(eq(notifications.userId, at.userId), eq(notifications.template, 'notice.reward.approved')));
      expect(told[0].params).toMatchObject({ amount: '25.00 USD', month: '2027-05' });

      clock.set('2028-01-01T00:00:01Z');
      expect((await info()).chances_left).toBe(3);
    });

    it('refuses a positive payout line unless it reverses one with a reason', async () => {
      const at = await newAuthor(db(), api);
      const base = { authorId: at.userId, kind: 'payout' as const, day: '2027-01-02', amount: money(100, 'USD'), source: 'system' as const };
      await expect(appendLedgerLines(db(), [{ ...base, correctsLineId: 1 }])).rejects.toThrow(/not be positive/);
      await expect(appendLedgerLines(db(), [{ ...base, reason: 'returned' }])).rejects.toThrow(/not be positive/);
      expect((await appendLedgerLines(db(), [{ ...base, correctsLineId: 1, reason: 'returned' }])).inserted).toBe(1);
    });
  },
  () => ({ demo: true, clock: clock.now }),
);
