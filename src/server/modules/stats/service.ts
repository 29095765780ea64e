/**
 * What /dataCenter and /dataCenter2 read: a range's figures from the rollups for the
 * periods wholly inside it and from the days for the edges, the previous period for comparison,
 * income from the ledger, and the events to mark on the charts.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { chapterStatsDays, chapterStatsMonths, chapters, contracts, ledgerLines, novelStatsDays, novelStatsPeriods, novels } from '../../db/schema';
import type { ChapterFigures, ChapterStats, StatsEvent, StatsOverview, StatsPoint, StatsTotals } from '../../../domain/api/stats';
import { EARNING_KINDS } from '../../../domain/ledger';
import { money } from '../../../domain/money';
import { exactSum } from '../ledger';
import { isTimeZone, LIVE_CHAPTER_STATUSES } from '../../../domain/chapter';
import {
  addDays,
  countedPeriods,
  countedThrough,
  daysInside,
  isWholePeriod,
  grainFor,
  perMille,
  periodStart,
  periodStarts,
  presetRange,
  previousRange,
  rangeOf,
  rangeProblem,
  STOP_CHAPTERS,
  type DayRange,
  type Grain,
  type StatsRangePreset,
} from '../../../domain/stats';
import { AppError, ValidationError } from '../../lib/errors';
import { ApiCode } from '../../../domain/errors';

export interface RangeInput {
  novel?: string;
  range?: StatsRangePreset;
  from?: string;
  to?: string;
  tz?: string;
}

/** Up to this many chapter releases in a range, each is marked on the charts; beyond, they are counted per novel. */
const CHAPTER_EVENTS_MAX = 20;
const num = (v: unknown) => Number(v ?? 0);

/** The range asked for: `from`–`to` when both are given, else a preset (30 days) counted back from today in `tz`. */
export function resolveRange(input: RangeInput, now: Date): { range: DayRange; timeZone: string } {
  const timeZone = input.tz && isTimeZone(input.tz) ? input.tz : 'UTC';
  if (input.from || input.to) {
    const from = input.from ?? '';
    const to = input.to ?? '';
    const problem = rangeProblem(from, to);
    if (problem) throw new ValidationError({ [input.from ? 'to' : 'from']: { id: problem } });
    return { range: rangeOf(from, to), timeZone };
  }
  return { range: presetRange(input.range ?? '30', now, timeZone), timeZone };
}

/** Where the full periods of a range start and end, and the edge days outside them. */
function split(range: DayRange, grain: Exclude<Grain, 'day'>) {
  const starts = periodStarts(range, grain);
  const full = starts.filter((s) => isWholePeriod(s, grain, range));
  return { full, edge: starts.filter((s) => !full.includes(s)) };
}

type Figures = Omit<StatsPoint, 'start' | 'days' | 'income_minor'>;
const zero = (): Figures => ({ views: 0, unique_readers: 0, new_followers: 0, comments: 0, unlocks: 0 });

export function statsService(db: Db) {
  async function authorNovels(userId: number) {
    return db
      .select({ id: novels.id, name: novels.title })
      .from(novels)
      .where(and(eq(novels.authorId, userId), isNull(novels.deletedAt)))
      .orderBy(asc(novels.id));
  }

  /** The novels a request is about: one of the author's (4004 for anyone else's) or all of them. */
  async function scope(userId: number, novel: string | undefined) {
    const mine = await authorNovels(userId);
    if (!novel || novel === 'all') return { mine, ids: mine.map((n) => n.id) };
    const id = Number(novel);
    if (!mine.some((n) => n.id === id)) throw new AppError(ApiCode.NotFound, 'novel.notFound');
    return { mine, ids: [id] };
  }

  /** Sums per period start of a range: days from the day table; weeks and months from the rollups, edges from the days. */
  async function novelPeriods(ids: number[], range: DayRange, grain: Grain): Promise<Map<string, Figures>> {
    const out = new Map<string, Figures>();
    if (!ids.length) return out;
    const d = novelStatsDays;
    const p = novelStatsPeriods;
    const dayCols = sql`sum(${d.views}) as v, sum(${d.uniqueReaders}) as r, sum(${d.newFollowers}) as f, sum(${d.comments}) as c, sum(${d.unlocks}) as u`;
    const parts: SQL[] = [];
    if (grain === 'day') {
      parts.push(sql`select ${d.day}::text as start, ${dayCols} from ${d} where ${inArray(d.novelId, ids)} and ${d.day} between ${range.from} and ${range.to} group by ${d.day}`);
    } else {
      const { full, edge } = split(range, grain);
      if (full.length)
        parts.push(
          sql`select ${p.start}::text as start, sum(${p.views}) as v, sum(${p.uniqueReaders}) as r, sum(${p.newFollowers}) as f, sum(${p.comments}) as c, sum(${p.unlocks}) as u from ${p}
              where ${inArray(p.novelId, ids)} and ${p.grain} = ${grain} and ${p.start} between ${full[0]} and ${full[full.length - 1]} group by ${p.start}`,
        );
      for (const start of edge) {
        const from = start < range.from ? range.from : start;
        const to = addDays(from, daysInside(start, grain, range) - 1);
        parts.push(sql`select ${start}::text as start, ${dayCols} from ${d} where ${inArray(d.novelId, ids)} and ${d.day} between ${from} and ${to}`);
      }
    }
    if (!parts.length) return out;
    const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as { rows: { start: string; v: unknown; r: unknown; f: unknown; c: unknown; u: unknown }[] };
    for (const row of result.rows) out.set(String(row.start), { views: num(row.v), unique_readers: num(row.r), new_followers: num(row.f), comments: num(row.c), unlocks: num(row.u) });
    return out;
  }

  /** Income per period in the author's main currency over these novels (null when the ledger has none). */
  async function incomePeriods(userId: number, ids: number[], range: DayRange, grain: Grain) {
    if (!ids.length) return null;
    const l = ledgerLines;
    const bucket = grain === 'day' ? sql`${l.day}::text` : sql`date_trunc(${grain}, ${l.day}::timestamp)::date::text`;
    const rows = await db
      .select({ start: sql<string>`${bucket}`, currency: l.currency, total: exactSum(l.amountMinor) })
      .from(l)
      .where(and(eq(l.authorId, userId), inArray(l.novelId, ids), inArray(l.kind, [...EARNING_KINDS]), sql`${l.day} between ${range.from} and ${range.to}`))
      .groupBy(sql`1`, l.currency);
    if (!rows.length) return null;
    const byCurrency = new Map<string, bigint>();
    const abs = (v: bigint) => (v < 0n ? -v : v);
    for (const r of rows) byCurrency.set(r.currency, (byCurrency.get(r.currency) ?? 0n) + abs(BigInt(r.total)));
    const currency = [...byCurrency.entries()].sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : 0))[0][0];
    const perPeriod = new Map<string, bigint>();
    for (const r of rows) if (r.currency === currency) perPeriod.set(periodStart(r.start, grain), (perPeriod.get(periodStart(r.start, grain)) ?? 0n) + BigInt(r.total));
    return { currency, perPeriod };
  }

  async function totals(userId: number, ids: number[], range: DayRange, currency?: string): Promise<StatsTotals> {
    const grain: Grain = range.days > 62 ? 'month' : 'day';
    const sums = zero();
    for (const f of (await novelPeriods(ids, range, grain)).values()) for (const k of Object.keys(sums) as (keyof Figures)[]) sums[k] += f[k];
    const income = await incomePeriods(userId, ids, range, 'month');
    const chosen = currency ?? income?.currency;
    const incomeMinor = income && chosen === income.currency ? [...income.perPeriod.values()].reduce((a, b) => a + b, 0n) : 0n;
    return { ...sums, unique_readers: Math.round(sums.unique_readers / range.days), income: chosen ? money(incomeMinor, chosen) : null };
  }

  /** What happened in a range: releases per novel, and the moments worth a mark on the charts. */
  async function events(ids: number[], range: DayRange, timeZone: string, names: Map<number, string>): Promise<Pick<StatsOverview, 'events' | 'releases'>> {
    if (!ids.length) return { events: [], releases: [] };
    const localDay = (col: AnyPgColumn) => sql<string>`to_char(${col} at time zone ${timeZone}, 'YYYY-MM-DD')`;
    const inRange = (col: AnyPgColumn) => sql`(${col} at time zone ${timeZone})::date between ${range.from}::date and ${range.to}::date`;
    const live = and(inArray(chapters.novelId, ids), inArray(chapters.status, [...LIVE_CHAPTER_STATUSES]), inRange(chapters.releaseAt));
    const perNovel = await db
      .select({ novelId: chapters.novelId, count: sql<number>`count(*)::int`, first: sql<number>`min(${chapters.code})`, last: sql<number>`max(${chapters.code})` })
      .from(chapters)
      .where(live)
      .groupBy(chapters.novelId);
    const releases = perNovel.map((r) => ({ novel_id: r.novelId, novel_name: names.get(r.novelId) ?? '', count: Number(r.count), first_code: Number(r.first), last_code: Number(r.last) }));
    const few = releases.reduce((n, r) => n + r.count, 0) <= CHAPTER_EVENTS_MAX;
    const released = await db
      .select({ day: localDay(chapters.releaseAt), novelId: chapters.novelId, code: chapters.code, firstPaid: chapters.firstPaid })
      .from(chapters)
      .where(few ? live : and(live, eq(chapters.firstPaid, true)))
      .orderBy(asc(chapters.releaseAt));
    const signed = await db
      .select({ day: localDay(contracts.signedAt), novelId: contracts.novelId })
      .from(contracts)
      .where(and(inArray(contracts.novelId, ids), inRange(contracts.signedAt)));
    const list: StatsEvent[] = [
      ...released.map((c) => ({ day: c.day, kind: c.firstPaid ? ('first_paid' as const) : ('chapter_released' as const), novel_id: c.novelId, novel_name: names.get(c.novelId) ?? '', chapter_code: c.code })),
      ...signed.map((c) => ({ day: c.day, kind: 'contract_signed' as const, novel_id: c.novelId, novel_name: names.get(c.novelId) ?? '', chapter_code: null })),
    ];
    return { events: list.sort((a, b) => a.day.localeCompare(b.day)), releases };
  }

  return {
    /** GET /v1/stats.overview */
    async overview(userId: number, input: RangeInput, now = new Date()): Promise<StatsOverview> {
      const { range, timeZone } = resolveRange(input, now);
      const { mine, ids } = await scope(userId, input.novel);
      const previous = previousRange(range);
      const grain = grainFor(range.days);
      const countedTo = countedThrough(range, now);
      // The figures are read over the counted days only: a period still being counted is summed
      // (and its readers averaged) over the days it has, and days not counted yet have no point.
      const counted = countedTo ? rangeOf(range.from, countedTo) : null;
      const [figures, income] = counted ? await Promise.all([novelPeriods(ids, counted, grain), incomePeriods(userId, ids, counted, grain)]) : [new Map<string, Figures>(), null];
      const series: StatsPoint[] = countedPeriods(range, grain, countedTo).map(({ start, days }) => {
        const f = figures.get(start) ?? zero();
        return { start, days, ...f, unique_readers: Math.round(f.unique_readers / days), income_minor: income ? String(income.perPeriod.get(start) ?? 0n) : null };
      });
      const names = new Map(mine.map((n) => [n.id, n.name]));
      const current = await totals(userId, ids, range);
      const currency = current.income?.currency;
      return {
        range,
        counted_to: countedTo,
        previous,
        grain,
        totals: current,
        previous_totals: await totals(userId, ids, previous, currency),
        series,
        ...(await events(ids, range, timeZone, names)),
        novels: mine,
      };
    },

    /** GET /v1/stats.chapters: one novel's chapters over a range, in order. */
    async chapters(userId: number, input: RangeInput, now = new Date()): Promise<ChapterStats> {
      const { range } = resolveRange(input, now);
      const mine = await authorNovels(userId);
      const id = input.novel && input.novel !== 'all' ? Number(input.novel) : mine[0]?.id;
      const novel = mine.find((n) => n.id === id);
      if (!novel) throw new AppError(ApiCode.NotFound, 'novel.notFound');
      const sums = await chapterSums(novel.id, range);
      const list = await db
        .select({ id: chapters.id, code: chapters.code, title: chapters.title, firstPaid: chapters.firstPaid })
        .from(chapters)
        .where(and(eq(chapters.novelId, novel.id), inArray(chapters.status, [...LIVE_CHAPTER_STATUSES])))
        .orderBy(asc(chapters.code));
      const rows: ChapterFigures[] = list.map((c, i) => {
        const s = sums.get(c.id) ?? { started: 0, finished: 0, unlocks: 0, comments: 0 };
        const next = list[i + 1] ? (sums.get(list[i + 1].id)?.started ?? 0) : null;
        return {
          chapter_id: c.id,
          code: c.code,
          title: c.title,
          first_paid: c.firstPaid,
          reads_started: s.started,
          reads_finished: s.finished,
          unlocks: s.unlocks,
          comments: s.comments,
          went_on_pm: next === null ? null : perMille(next, s.finished),
          drop_off: next === null ? 0 : Math.max(0, s.started - next),
          stop: false,
        };
      });
      // Where readers stop: the lowest share going on, among chapters with enough readers to tell
      // (a twentieth of the most-finished chapter's, and at least 10).
      const enough = Math.max(10, Math.max(0, ...rows.map((r) => r.reads_finished)) / 20);
      const stops = rows
        .filter((r) => r.went_on_pm !== null && r.went_on_pm < 1000 && r.reads_finished >= enough)
        .sort((a, b) => a.went_on_pm! - b.went_on_pm! || b.drop_off - a.drop_off)
        .slice(0, STOP_CHAPTERS);
      for (const r of stops) r.stop = true;
      const paidIndex = rows.findIndex((r) => r.first_paid);
      const before = paidIndex > 0 ? rows[paidIndex - 1] : undefined;
      return {
        range,
        novel,
        chapters: rows,
        funnel: {
          started_first: rows[0]?.reads_started ?? 0,
          finished_first: rows[0]?.reads_finished ?? 0,
          started_last: rows[rows.length - 1]?.reads_started ?? 0,
          finished_last: rows[rows.length - 1]?.reads_finished ?? 0,
        },
        paid:
          paidIndex >= 0
            ? {
                code: rows[paidIndex].code,
                finished_before: before?.reads_finished ?? 0,
                unlocks: rows[paidIndex].unlocks,
                conversion_pm: before ? perMille(rows[paidIndex].unlocks, before.reads_finished) : null,
              }
            : null,
        novels: mine,
      };
    },
  };

  /** Per chapter over a range: whole months from the month rollup, the edge days from the days. */
  async function chapterSums(novelId: number, range: DayRange) {
    const d = chapterStatsDays;
    const m = chapterStatsMonths;
    const { full, edge } = split(range, 'month');
    const parts: SQL[] = [];
    if (full.length)
      parts.push(
        sql`select ${m.chapterId} as id, ${m.readsStarted} as s, ${m.readsFinished} as f, ${m.unlocks} as u, ${m.comments} as c from ${m}
            where ${m.novelId} = ${novelId} and ${m.month} between ${full[0]} and ${full[full.length - 1]}`,
      );
    for (const start of edge) {
      const from = start < range.from ? range.from : start;
      const to = addDays(from, daysInside(start, 'month', range) - 1);
      parts.push(sql`select ${d.chapterId} as id, ${d.readsStarted} as s, ${d.readsFinished} as f, ${d.unlocks} as u, ${d.comments} as c from ${d} where ${d.novelId} = ${novelId} and ${d.day} between ${from} and ${to}`);
    }
    const result = (await db.execute(sql`select id, sum(s) as s, sum(f) as f, sum(u) as u, sum(c) as c from (${sql.join(parts, sql` union all `)}) x group by id`)) as unknown as {
      rows: { id: number; s: string; f: string; u: string; c: string }[];
    };
    return new Map(result.rows.map((r) => [Number(r.id), { started: num(r.s), finished: num(r.f), unlocks: num(r.u), comments: num(r.c) }]));
  }
}
