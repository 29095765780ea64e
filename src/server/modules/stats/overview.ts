/**
 * GET /v1/stats.overview (/dataCenter): a range's figures with the previous period's, a chart series,
 * income from the ledger, and the events to mark on the charts.
 */
import type { Db } from '../../db/client';
import type { StatsEvent, StatsOverview, StatsPoint, StatsTotals } from '../../../domain/api/stats';
import { money } from '../../../domain/money';
import { countedPeriods, countedThrough, grainFor, periodStart, previousRange, rangeOf, type DayRange, type Grain } from '../../../domain/stats';
import { AppError } from '../../lib/errors';
import { ApiCode } from '../../../domain/errors';
import { resolveRange, type RangeInput } from './range';
import { authorNovels, contractsSigned, incomeLines, novelPeriods, releasedChapters, releasesPerNovel, type Figures } from './stats-repository';

/** Up to this many chapter releases in a range, each is marked on the charts; beyond, they are counted per novel. */
const CHAPTER_EVENTS_MAX = 20;

const zero = (): Figures => ({ views: 0, unique_readers: 0, new_followers: 0, comments: 0, unlocks: 0 });

/** The novels a request is about: one of the author's (4004 for anyone else's) or all of them. */
async function scope(db: Db, userId: number, novel: string | undefined) {
  const mine = await authorNovels(db, userId);
  if (!novel || novel === 'all') return { mine, ids: mine.map((n) => n.id) };
  const id = Number(novel);
  if (!mine.some((n) => n.id === id)) throw new AppError(ApiCode.NotFound, 'novel.notFound');
  return { mine, ids: [id] };
}

/** Income per period in the author's main currency over these novels (null when the ledger has none). */
async function incomePeriods(db: Db, userId: number, ids: number[], range: DayRange, grain: Grain) {
  if (!ids.length) return null;
  const rows = await incomeLines(db, userId, ids, range, grain);
  if (!rows.length) return null;
  const byCurrency = new Map<string, bigint>();
  const abs = (v: bigint) => (v < 0n ? -v : v);
  for (const r of rows) byCurrency.set(r.currency, (byCurrency.get(r.currency) ?? 0n) + abs(BigInt(r.total)));
  const currency = [...byCurrency.entries()].sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : 0))[0][0];
  const perPeriod = new Map<string, bigint>();
  for (const r of rows) if (r.currency === currency) perPeriod.set(periodStart(r.start, grain), (perPeriod.get(periodStart(r.start, grain)) ?? 0n) + BigInt(r.total));
  return { currency, perPeriod };
}

async function totals(db: Db, userId: number, ids: number[], range: DayRange, currency?: string): Promise<StatsTotals> {
  const grain: Grain = range.days > 62 ? 'month' : 'day';
  const sums = zero();
  for (const f of (await novelPeriods(db, ids, range, grain)).values()) for (const k of Object.keys(sums) as (keyof Figures)[]) sums[k] += f[k];
  const income = await incomePeriods(db, userId, ids, range, 'month');
  const chosen = currency ?? income?.currency;
  const incomeMinor = income && chosen === income.currency ? [...income.perPeriod.values()].reduce((a, b) => a + b, 0n) : 0n;
  return { ...sums, unique_readers: Math.round(sums.unique_readers / range.days), income: chosen ? money(incomeMinor, chosen) : null };
}

const noTotals = (): StatsTotals => ({ ...zero(), income: null });

/** What happened in a range: releases per novel, and the moments worth a mark on the charts. */
async function events(db: Db, ids: number[], range: DayRange, timeZone: string, names: Map<number, string>): Promise<Pick<StatsOverview, 'events' | 'releases'>> {
  if (!ids.length) return { events: [], releases: [] };
  const perNovel = await releasesPerNovel(db, ids, range, timeZone);
  const releases = perNovel.map((r) => ({ novel_id: r.novelId, novel_name: names.get(r.novelId) ?? '', count: Number(r.count), first_code: Number(r.first), last_code: Number(r.last) }));
  const few = releases.reduce((n, r) => n + r.count, 0) <= CHAPTER_EVENTS_MAX;
  const released = await releasedChapters(db, ids, range, timeZone, !few);
  const signed = await contractsSigned(db, ids, range, timeZone);
  const list: StatsEvent[] = [
    ...released.map((c) => ({ day: c.day, kind: c.firstPaid ? ('first_paid' as const) : ('chapter_released' as const), novel_id: c.novelId, novel_name: names.get(c.novelId) ?? '', chapter_code: c.code })),
    ...signed.map((c) => ({ day: c.day, kind: 'contract_signed' as const, novel_id: c.novelId, novel_name: names.get(c.novelId) ?? '', chapter_code: null })),
  ];
  return { events: list.sort((a, b) => a.day.localeCompare(b.day)), releases };
}

/** GET /v1/stats.overview */
export async function statsOverview(db: Db, userId: number, input: RangeInput, now = new Date()): Promise<StatsOverview> {
  const { range, timeZone } = resolveRange(input, now);
  const { mine, ids } = await scope(db, userId, input.novel);
  const grain = grainFor(range.days);
  const countedTo = countedThrough(range, now);
  // The figures are read over the counted days only: a period still being counted is summed
  // (and its readers averaged) over the days it has, and days not counted yet have no point.
  // The totals too, compared with as many days just before: a partial day is never set against a whole one.
  const counted = countedTo ? rangeOf(range.from, countedTo) : null;
  const previous = previousRange(counted ?? range);
  const [figures, income] = counted ? await Promise.all([novelPeriods(db, ids, counted, grain), incomePeriods(db, userId, ids, counted, grain)]) : [new Map<string, Figures>(), null];
  const series: StatsPoint[] = countedPeriods(range, grain, countedTo).map(({ start, days }) => {
    const f = figures.get(start) ?? zero();
    return { start, days, ...f, unique_readers: Math.round(f.unique_readers / days), income_minor: income ? String(income.perPeriod.get(start) ?? 0n) : null };
  });
  const names = new Map(mine.map((n) => [n.id, n.name]));
  // Nothing counted yet (a range of today only): nothing to total or compare.
  const current = counted ? await totals(db, userId, ids, counted) : noTotals();
  const currency = current.income?.currency;
  return {
    range,
    counted_to: countedTo,
    previous,
    grain,
    totals: current,
    previous_totals: counted ? await totals(db, userId, ids, previous, currency) : noTotals(),
    series,
    ...(await events(db, ids, range, timeZone, names)),
    novels: mine,
  };
}
