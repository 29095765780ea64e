import { createHash } from 'node:crypto';
import { Compile } from 'typebox/compile';
import type { Db } from '../../db/client';
import { balanceCeiling, currencyExponent, isPayoutCurrency, majorText, minorOf, money } from '../../../domain/money';
import { DEFAULT_AUTHOR_SHARE_BP, INCOME_FIRST_DAY, RATE_PATTERN, authorShareOf, grossMinorOf, monthOf } from '../../../domain/ledger';
import { IncomeLineWire, type IngestReport } from '../../../domain/api/platform';
import { dayMessage, dayProblem, type DayProblem } from '../../../domain/calendar-day';
import { siteOfAuthor } from '../../../domain/sites';
import { translate } from '../../lib/i18n';
import { appendLedgerLines, type NewLedgerLine } from '../ledger';
import { latestClosedMonth } from '../payout';
import { authorsRepository } from './authors-repository';
import { ledgerLinesRepository } from './ledger-lines-repository';

/** Contract statuses under which the contract's revenue share applies. */
const LIVE_CONTRACTS = ['signing_completed', 'contract_completed'];
/** How far ahead of the server's clock a day may be (time zones run up to 14 hours ahead). */
const AHEAD_MS = 36 * 3_600_000;

/** The advisory lock class of income ingestion ("WCII"), with the author's id as the second key. */
const INGEST_LOCK_KEY = 0x57434949;

const lineCheck = Compile(IncomeLineWire);

/** The first field a line gets wrong ("coins"), or "line" when it is not an object at all. */
function wrongField(value: unknown): string {
  for (const e of lineCheck.Errors(value)) {
    const path = String((e as { instancePath?: string }).instancePath ?? '').replace(/^\//, '').split('/')[0];
    const missing = (e as { params?: { requiredProperties?: string[] } }).params?.requiredProperties?.[0];
    return path || missing || 'line';
  }
  return 'line';
}

/** What a line says, as a hash: the same id sent again with another content is a conflict, not a duplicate. */
const contentHashOf = (line: IncomeLineWire) =>
  createHash('sha256')
    .update(JSON.stringify([line.original_book_id, line.day, line.coins, line.rate, line.currency, line.share_bp ?? null]))
    .digest('hex');

/** The ledger id of a platform income line: the platform's id, in the income namespace. */
export const incomeExternalId = (id: string) => `income:${id}`;

/** Refuses line `index` (its id and why), in the request's language. */
type Reject = (index: number, id: string, reason: string, values?: Record<string, string | number>) => void;

interface IngestOptions {
  lang: string;
  source: 'platform' | 'import' | 'system';
  now?: Date;
  indexOffset?: number;
  /** the sites the sender may write for (a platform key's); a line for another site's work is refused. Unset: staff and the system, every site. */
  sites?: readonly number[];
}

/** A line that passed every check of its own, as the ledger line it becomes. */
type GoodLine = { index: number; id: string; line: NewLedgerLine };

/** What the lines' works are: their authors, sites and live contracts' shares. */
async function worksOf(db: Db, bookIds: number[]) {
  const authors = authorsRepository(db);
  const works = bookIds.length ? await authors.works(bookIds) : [];
  const live = bookIds.length ? await authors.contractTerms(bookIds, LIVE_CONTRACTS) : [];
  return {
    authorOf: new Map(works.map((w) => [w.id, w.authorId])),
    siteOf: new Map(works.map((w) => [w.id, siteOfAuthor(w.fromSite)])),
    contractShare: new Map(live.filter((c) => c.terms).map((c) => [c.novelId, c.terms!.revenue_share * 100])),
  };
}

/** The lines that fit, each checked against its work, its currency and its day; the others refused. */
function goodLines(fitting: { index: number; line: IncomeLineWire }[], works: Awaited<ReturnType<typeof worksOf>>, options: IngestOptions, now: Date, reject: Reject): GoodLine[] {
  const latestDay = new Date(now.getTime() + AHEAD_MS).toISOString().slice(0, 10);
  const rejectDay = (index: number, id: string, day: string, problem: DayProblem) => {
    const { id: message, values } = dayMessage(day, problem);
    reject(index, id, message, values);
  };
  const seen = new Set<string>();
  const good: GoodLine[] = [];
  fitting.forEach(({ line, index }) => {
    const authorId = works.authorOf.get(line.original_book_id);
    if (seen.has(line.id)) return reject(index, line.id, 'income.line.repeated');
    seen.add(line.id);
    if (authorId === undefined) return reject(index, line.id, 'income.line.unknownWork', { id: line.original_book_id });
    const site = works.siteOf.get(line.original_book_id)!;
    if (options.sites && !options.sites.includes(site)) return reject(index, line.id, 'platform.site.refused', { id: line.original_book_id, site });
    if (!isPayoutCurrency(line.currency)) return reject(index, line.id, 'income.line.currency', { currency: line.currency });
    if (!RATE_PATTERN.test(line.rate)) return reject(index, line.id, 'income.line.rate');
    const badDay = dayProblem(line.day);
    if (badDay) return rejectDay(index, line.id, line.day, badDay);
    if (line.day > latestDay) return reject(index, line.id, 'income.line.day', { day: line.day });
    if (line.day < INCOME_FIRST_DAY) return reject(index, line.id, 'income.line.early', { day: line.day, first: INCOME_FIRST_DAY });
    const shareBp = works.contractShare.get(line.original_book_id) ?? line.share_bp ?? DEFAULT_AUTHOR_SHARE_BP;
    const grossMinor = grossMinorOf(line.coins, line.rate, currencyExponent(line.currency));
    if (!Number.isSafeInteger(grossMinor)) return reject(index, line.id, 'income.line.tooLarge');
    // The gross shown beside the line is rounded for display; the author's part is rounded once, from the exact product.
    const amount = authorShareOf(line.coins, line.rate, currencyExponent(line.currency), shareBp);
    good.push({
      index,
      id: line.id,
      line: {
        authorId,
        novelId: line.original_book_id,
        kind: 'unlock',
        day: line.day,
        amount: money(amount, line.currency),
        source: options.source,
        coins: line.coins,
        rate: line.rate,
        grossMinor,
        shareBp,
        externalId: incomeExternalId(line.id),
        contentHash: contentHashOf(line),
      },
    });
  });
  return good;
}

/**
 * The good lines into the ledger, in one transaction under their authors' locks: a line sent before
 * is a duplicate (or a conflict, when its content changed), and a line in a closed month or past
 * its author's balance ceiling is refused.
 */
async function recordLines(db: Db, good: GoodLine[], reject: Reject) {
  return db.transaction(async (tx) => {
    // Before the authors' locks, as every ingestion takes them: a close cannot run between this check and the insert.
    const closedThrough = good.length ? await latestClosedMonth(tx) : null;
    const authorIds = [...new Set(good.map((g) => g.line.authorId))].sort((a, b) => a - b);
    // One batch at a time per author (in id order: no deadlock), so two batches cannot each fit under the ceiling and pass it together.
    const lines = ledgerLinesRepository(tx);
    for (const id of authorIds) await lines.lockAuthor(INGEST_LOCK_KEY, id);
    const known = new Map<string, { id: number; contentHash: string | null }>();
    if (good.length) {
      const rows = await lines.byExternalIds(good.map((g) => g.line.externalId!));
      for (const r of rows) known.set(r.externalId!, r);
    }
    const balances = new Map<string, bigint>();
    if (authorIds.length) {
      const rows = await lines.balances(authorIds);
      for (const r of rows) balances.set(`${r.authorId}:${r.currency}`, BigInt(r.total));
    }
    const taken: NewLedgerLine[] = [];
    for (const { index, id, line } of good) {
      const earlier = known.get(line.externalId!);
      // Lines recorded before hashes were kept cannot be told apart: a resend of those stays a duplicate.
      if (earlier?.contentHash && earlier.contentHash !== line.contentHash) {
        reject(index, id, 'income.line.conflict', { line: String(earlier.id) });
        continue;
      }
      if (earlier) {
        taken.push(line); // counted as a duplicate below
        continue;
      }
      if (closedThrough && monthOf(line.day) <= closedThrough) {
        reject(index, id, 'income.line.closed', { day: line.day, month: monthOf(line.day) });
        continue;
      }
      const key = `${line.authorId}:${line.amount.currency}`;
      const after = (balances.get(key) ?? 0n) + minorOf(line.amount);
      const ceiling = balanceCeiling(line.amount.currency);
      if (after > minorOf(ceiling)) {
        reject(index, id, 'income.line.ceiling', { amount: `${majorText(ceiling)} ${ceiling.currency}` });
        continue;
      }
      balances.set(key, after);
      taken.push(line);
    }
    return appendLedgerLines(tx, taken);
  });
}

/**
 * Income lines from the platform (POST /platform/v1/income.ingest, `income:import`): each good line
 * becomes an `unlock` ledger line with its working (coins × rate = gross × share = amount); a bad
 * line is reported with its reason and the others are kept; a line received before is counted as
 * a duplicate and changes nothing. The share is the work's live contract's, else the line's, else
 * half. A line that would take its author's balance past the currency's ceiling is refused, and so
 * is a new line dated before the platform's first day of income or in a month already closed for
 * payouts (its balance was paid out; only a staff adjustment in an open month may correct it).
 */
export async function ingestIncome(db: Db, lines: readonly unknown[], options: IngestOptions): Promise<IngestReport> {
  const now = options.now ?? new Date();
  const rejected: IngestReport['rejected'] = [];
  const reject: Reject = (index, id, reason, values) => {
    rejected.push({ index: index + (options.indexOffset ?? 0), id, reason: translate(options.lang, reason, values) });
  };

  // Each line is checked on its own: one that does not fit is named, the others go on.
  const fitting: { index: number; line: IncomeLineWire }[] = [];
  lines.forEach((line, index) => {
    if (lineCheck.Check(line)) return fitting.push({ index, line });
    const id = typeof (line as { id?: unknown } | null)?.id === 'string' ? String((line as { id: string }).id).slice(0, 100) : '';
    reject(index, id, 'income.line.field', { field: wrongField(line) });
  });

  const works = await worksOf(db, [...new Set(fitting.map(({ line }) => line.original_book_id))]);
  const { inserted, duplicates } = await recordLines(db, goodLines(fitting, works, options, now, reject), reject);
  rejected.sort((a, b) => a.index - b.index);
  return { accepted: inserted, duplicates, rejected };
}
