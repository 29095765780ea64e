import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { novels } from '../db/schema';
import { money } from '../../domain/money';
import { appendLedgerLines } from '../modules/ledger';
import { ingestIncome } from '../modules/income';
import type { IncomeLineWire } from '../../domain/api/platform';
import { seededRandom } from '../lib/seeded-random';

const DAY_MS = 86_400_000;
/** Days of demo income, ending yesterday. */
const DEMO_DAYS = 365;

/**
 * A year of daily reader-unlock income on the demo author's released works, through the same
 * ingestion the platform API uses, plus two staff adjustments with their reasons; the lines' ids
 * start with `demo-` so sending them again changes nothing.
 */
export async function seedDemoIncome(db: Db, userId: number, now = new Date()) {
  const works = await db
    .select({ id: novels.id })
    .from(novels)
    .where(and(eq(novels.authorId, userId), ne(novels.status, 'draft'), ne(novels.status, 'deleted')))
    .orderBy(novels.id);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const lines: IncomeLineWire[] = [];
  works.forEach((work, w) => {
    const next = seededRandom(work.id * 7919);
    const base = 900 + w * 650;
    for (let d = DEMO_DAYS; d >= 1; d--) {
      const day = new Date(today - d * DAY_MS).toISOString().slice(0, 10);
      // Growing readership, a weekend lift and some noise.
      const weekend = [0, 6].includes(new Date(today - d * DAY_MS).getUTCDay()) ? 1.25 : 1;
      const coins = Math.round(base * (1 + (DEMO_DAYS - d) / DEMO_DAYS) * weekend * (0.7 + next() * 0.6));
      lines.push({ id: `demo-${work.id}-${day}`, original_book_id: work.id, day, coins, rate: '0.01', currency: 'USD' });
    }
  });
  if (lines.length) await ingestIncome(db, lines, { lang: 'en', source: 'system', now });
  const monthStart = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 3)).toISOString().slice(0, 10);
  await appendLedgerLines(db, [
    { authorId: userId, novelId: works[0]?.id ?? null, kind: 'adjustment', day: monthStart(2), amount: money(-412, 'USD'), source: 'staff', reason: 'Unlocks refunded to readers after a duplicate purchase', externalId: 'demo-adjustment-1' },
    { authorId: userId, kind: 'bonus', day: monthStart(1), amount: money(5_000, 'USD'), source: 'staff', reason: 'Featured in the autumn reading list', externalId: 'demo-bonus-1' },
  ]);
}
