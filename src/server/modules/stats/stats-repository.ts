/**
 * The queries behind the author's reading figures: a range's sums from the rollups for the periods
 * wholly inside it and from the days for the edges, income from the ledger, and what happened in it.
 * Every query is limited to novels the caller has already checked are the author's.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { chapterStatsDays, chapterStatsMonths, chapters, contracts, ledgerLines, novelStatsDays, novelStatsPeriods, novels } from '../../db/schema';
import type { StatsPoint } from '../../../domain/api/stats';
import { EARNING_KINDS } from '../../../domain/ledger';
import { exactSum } from '../ledger';
import { LIVE_CHAPTER_STATUSES } from '../../../domain/chapter';
import { addDays, daysInside, isWholePeriod, periodStarts, type DayRange, type Grain } from '../../../domain/stats';

/** A period's reading figures. */
export type Figures = Omit<StatsPoint, 'start' | 'days' | 'income_minor'>;

const num = (v: unknown) => Number(v ?? 0);

/** Where the full periods of a range start and end, and the edge days outside them. */
function split(range: DayRange, grain: Exclude<Grain, 'day'>) {
  const starts = periodStarts(range, grain);
  const full = starts.filter((s) => isWholePeriod(s, grain, range));
  return { full, edge: starts.filter((s) => !full.includes(s)) };
}

/** The author's novels (not deleted), oldest first. */
export async function authorNovels(db: Db, userId: number) {
  return db
    .select({ id: novels.id, name: novels.title })
    .from(novels)
    .where(and(eq(novels.authorId, userId), isNull(novels.deletedAt)))
    .orderBy(asc(novels.id));
}

/** Sums per period start of a range: days from the day table; weeks and months from the rollups, edges from the days. */
export async function novelPeriods(db: Db, ids: number[], range: DayRange, grain: Grain): Promise<Map<string, Figures>> {
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

/** Earnings over these novels per period start (days, or the start of the grain's period) and currency. */
export async function incomeLines(db: Db, userId: number, ids: number[], range: DayRange, grain: Grain) {
  const l = ledgerLines;
  const bucket = grain === 'day' ? sql`${l.day}::text` : sql`date_trunc(${grain}, ${l.day}::timestamp)::date::text`;
  return db
    .select({ start: sql<string>`${bucket}`, currency: l.currency, total: exactSum(l.amountMinor) })
    .from(l)
    .where(and(eq(l.authorId, userId), inArray(l.novelId, ids), inArray(l.kind, [...EARNING_KINDS]), sql`${l.day} between ${range.from} and ${range.to}`))
    .groupBy(sql`1`, l.currency);
}

/** Days and ranges as the author counts them, in their time zone. */
const localDay = (col: AnyPgColumn, timeZone: string) => sql<string>`to_char(${col} at time zone ${timeZone}, 'YYYY-MM-DD')`;
const inRange = (col: AnyPgColumn, range: DayRange, timeZone: string) => sql`(${col} at time zone ${timeZone})::date between ${range.from}::date and ${range.to}::date`;
const liveIn = (ids: number[], range: DayRange, timeZone: string) =>
  and(inArray(chapters.novelId, ids), inArray(chapters.status, [...LIVE_CHAPTER_STATUSES]), inRange(chapters.releaseAt, range, timeZone));

/** Chapters released in a range, per novel: how many, and the first and last chapter no. */
export async function releasesPerNovel(db: Db, ids: number[], range: DayRange, timeZone: string) {
  return db
    .select({ novelId: chapters.novelId, count: sql<number>`count(*)::int`, first: sql<number>`min(${chapters.code})`, last: sql<number>`max(${chapters.code})` })
    .from(chapters)
    .where(liveIn(ids, range, timeZone))
    .groupBy(chapters.novelId);
}

/** The chapters released in a range (or only the first paid ones), in release order. */
export async function releasedChapters(db: Db, ids: number[], range: DayRange, timeZone: string, firstPaidOnly: boolean) {
  const live = liveIn(ids, range, timeZone);
  return db
    .select({ day: localDay(chapters.releaseAt, timeZone), novelId: chapters.novelId, code: chapters.code, firstPaid: chapters.firstPaid })
    .from(chapters)
    .where(firstPaidOnly ? and(live, eq(chapters.firstPaid, true)) : live)
    .orderBy(asc(chapters.releaseAt));
}

/** Contracts signed in a range for these novels. */
export async function contractsSigned(db: Db, ids: number[], range: DayRange, timeZone: string) {
  return db
    .select({ day: localDay(contracts.signedAt, timeZone), novelId: contracts.novelId })
    .from(contracts)
    .where(and(inArray(contracts.novelId, ids), inRange(contracts.signedAt, range, timeZone)));
}

/** The novel's live chapters, in order. */
export async function liveChapters(db: Db, novelId: number) {
  return db
    .select({ id: chapters.id, code: chapters.code, title: chapters.title, firstPaid: chapters.firstPaid })
    .from(chapters)
    .where(and(eq(chapters.novelId, novelId), inArray(chapters.status, [...LIVE_CHAPTER_STATUSES])))
    .orderBy(asc(chapters.code));
}

/** The novel's live chapters in order, with their release and whether each is the first paid one, for the simulator. */
export async function liveChapterReleases(db: Db, novelId: number) {
  return db
    .select({ id: chapters.id, releaseAt: chapters.releaseAt, firstPaid: chapters.firstPaid })
    .from(chapters)
    .where(and(eq(chapters.novelId, novelId), inArray(chapters.status, [...LIVE_CHAPTER_STATUSES])))
    .orderBy(asc(chapters.code));
}

/** Whether a novel of this id exists (deleted or not). */
export async function novelExists(db: Db, novelId: number) {
  const [novel] = await db.select({ id: novels.id }).from(novels).where(eq(novels.id, novelId));
  return Boolean(novel);
}

/** Per chapter over a range: whole months from the month rollup, the edge days from the days. */
export async function chapterSums(db: Db, novelId: number, range: DayRange) {
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
