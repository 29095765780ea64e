import { expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { ledgerLines, users } from '../../src/server/db/schema';
import { appendLedgerLines, ledgerTotals, LedgerRuleError } from '../../src/server/modules/ledger/ledger-repository';
import { money } from '../../src/domain/money';

describeEachDatabase('income ledger', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  let authorId = 0;

  it('appends lines, skips a platform id it already holds, and sums per currency', async () => {
    await api.signUp('ledger.author@example.test');
    [{ id: authorId }] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'ledger.author@example.test'));
    const lines = [
      { authorId, kind: 'unlock' as const, day: '2026-10-01', amount: money(1234, 'USD'), source: 'platform' as const, externalId: 'p-1', coins: 2468, rate: '0.01', grossMinor: 2468, shareBp: 5000 },
      { authorId, kind: 'unlock' as const, day: '2026-10-02', amount: money(50_000, 'VND'), source: 'platform' as const, externalId: 'p-2' },
      { authorId, kind: 'adjustment' as const, day: '2026-10-03', amount: money(-234, 'USD'), source: 'staff' as const, reason: 'a refunded unlock' },
    ];
    expect(await appendLedgerLines(db(), lines)).toMatchObject({ inserted: 3, duplicates: 0 });
    expect(await appendLedgerLines(db(), lines.slice(0, 2))).toEqual({ inserted: 0, duplicates: 2, ids: [] });
    expect(await ledgerTotals(db(), { authorId })).toEqual([money(1000, 'USD'), money(50_000, 'VND')]);
    expect(await ledgerTotals(db(), { authorId, from: '2026-10-02', until: '2026-10-03' })).toEqual([money(50_000, 'VND')]);
    expect(await ledgerTotals(db(), { authorId, kinds: ['adjustment'] })).toEqual([money(-234, 'USD')]);
  });

  it('refuses a payout that adds money, an adjustment without a reason and a malformed day', async () => {
    const base = { authorId, day: '2026-10-04', source: 'system' as const };
    await expect(appendLedgerLines(db(), [{ ...base, kind: 'payout', amount: money(100, 'USD') }])).rejects.toThrow(LedgerRuleError);
    await expect(appendLedgerLines(db(), [{ ...base, kind: 'adjustment', amount: money(100, 'USD'), reason: ' ' }])).rejects.toThrow(LedgerRuleError);
    await expect(appendLedgerLines(db(), [{ ...base, day: '2026-10', kind: 'unlock', amount: money(1, 'USD') }])).rejects.toThrow(LedgerRuleError);
  });

  it('never changes a line: the database refuses an update', async () => {
    const refused = await db()
      .update(ledgerLines)
      .set({ amountMinor: 1 })
      .where(eq(ledgerLines.authorId, authorId))
      .then(() => null, (err: Error & { cause?: Error }) => err.cause ?? err);
    expect(refused?.message).toMatch(/append-only/);
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(ledgerLines).where(eq(ledgerLines.amountMinor, 1));
    expect(n).toBe(0);
  });
});
