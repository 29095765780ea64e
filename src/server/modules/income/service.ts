import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerLines } from '../../db/schema';
import { majorText, minorOf, money } from '../../../domain/money';
import { EARNING_KINDS, type LedgerKind } from '../../../domain/ledger';
import type { IncomeLines, IncomeOverview } from '../../../domain/api/income';
import { translate } from '../../lib/i18n';
import { notFound } from '../../lib/errors';
import { writeCsv } from '../../lib/csv';
import { scopeWhere, totalsWhere } from '../ledger';
import { authorsRepository } from './authors-repository';
import { ledgerLinesRepository } from './ledger-lines-repository';

/** Months the overview covers: this one and the eleven before. */
export const OVERVIEW_MONTHS = 12;
const PAGE = 50;

/** YYYY-MM of a date (UTC: the platform's day). */
export const monthKey = (at: Date) => at.toISOString().slice(0, 7);
/** The month `n` months before `month`. */
export function monthsBack(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return monthKey(d);
}
const firstDay = (month: string) => `${month}-01`;
const nextMonthFirstDay = (month: string) => firstDay(monthsBack(month, -1));


/** What the author earned: the earning kinds (payouts, money leaving the balance, show on /salaryManage2). */
const earned = (userId: number) => scopeWhere({ authorId: userId, kinds: EARNING_KINDS });

export function incomeService(db: Db, now: () => Date = () => new Date()) {
  const lines = ledgerLinesRepository(db);
  async function ownWork(userId: number, bookId: number) {
    const work = await authorsRepository(db).work(userId, bookId);
    if (!work) throw notFound();
  }

  function scope(userId: number, month: string, bookId?: number): SQL {
    return and(
      earned(userId),
      gte(ledgerLines.day, firstDay(month)),
      lt(ledgerLines.day, nextMonthFirstDay(month)),
      ...(bookId !== undefined ? [eq(ledgerLines.novelId, bookId)] : []),
    )!;
  }

  return {
    /** GET /v1/income.overview: this month so far and the eleven before, per work, each a sum of lines. */
    async overview(userId: number): Promise<IncomeOverview> {
      const current = monthKey(now());
      const from = monthsBack(current, OVERVIEW_MONTHS - 1);
      const rows = await lines.monthlyTotals(earned(userId), firstDay(from), nextMonthFirstDay(current));
      const months: IncomeOverview['months'] = [];
      for (let i = 0; i < OVERVIEW_MONTHS; i++) {
        const key = monthsBack(current, i);
        const inMonth = rows.filter((r) => r.month === key);
        const byCurrency = new Map<string, bigint>();
        const byNovel = new Map<number | null, { title: string | null; totals: Map<string, bigint> }>();
        for (const r of inMonth) {
          const amount = minorOf(money(r.total, r.currency));
          byCurrency.set(r.currency, (byCurrency.get(r.currency) ?? 0n) + amount);
          const novel = byNovel.get(r.novelId) ?? { title: r.title, totals: new Map() };
          novel.totals.set(r.currency, (novel.totals.get(r.currency) ?? 0n) + amount);
          byNovel.set(r.novelId, novel);
        }
        const list = (m: Map<string, bigint>) => [...m].sort(([a], [b]) => a.localeCompare(b)).map(([c, v]) => money(v, c));
        months.push({
          month: key,
          totals: list(byCurrency),
          novels: [...byNovel].map(([id, n]) => ({ original_book_id: id, title: n.title, totals: list(n.totals) })),
        });
      }
      return { current_month: current, months, all_time: await totalsWhere(db, earned(userId)) };
    },

    /** GET /v1/income.lines: the lines behind a month's figure (optionally one work's), newest first. */
    async lines(userId: number, input: { month: string; original_book_id?: number; cursor?: number }): Promise<IncomeLines> {
      if (input.original_book_id !== undefined) await ownWork(userId, input.original_book_id);
      const where = scope(userId, input.month, input.original_book_id);
      const rows = await lines.page(where, input.cursor, PAGE + 1);
      const page = rows.slice(0, PAGE);
      return {
        list: page.map(({ line, title }) => ({
          id: line.id,
          day: line.day,
          kind: line.kind as LedgerKind,
          original_book_id: line.novelId,
          title,
          coins: line.coins,
          rate: line.rate,
          gross: line.grossMinor === null ? null : money(line.grossMinor, line.currency),
          share_bp: line.shareBp,
          amount: money(line.amountMinor, line.currency),
          reason: line.reason,
        })),
        totals: await totalsWhere(db, where),
        next_cursor: rows.length > PAGE ? page[page.length - 1].line.id : null,
      };
    },

    /** GET /v1/income.statement: a month's lines as CSV, headed in the author's language, formula-safe. */
    async statement(userId: number, month: string, lang: string): Promise<{ csv: string; filename: string }> {
      const rows = await lines.all(scope(userId, month));
      const t = (id: string) => translate(lang, id);
      const header = ['day', 'work', 'kind', 'coins', 'rate', 'gross', 'share', 'amount', 'currency', 'reason'].map((c) => t(`income.csv.${c}`));
      const body = rows.map(({ line, title }) => [
        line.day,
        title ?? '',
        t(`income.kind.${line.kind}`),
        line.coins ?? '',
        line.rate ?? '',
        line.grossMinor === null ? '' : majorText(money(line.grossMinor, line.currency)),
        line.shareBp === null ? '' : (line.shareBp / 100).toFixed(2),
        majorText(money(line.amountMinor, line.currency)),
        line.currency,
        line.reason ?? '',
      ]);
      return { csv: writeCsv([header, ...body]), filename: `statement-${month}.csv` };
    },
  };
}

