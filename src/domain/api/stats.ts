/**
 * Reading figures ("Novel data"): daily figures per novel and per chapter arrive from the
 * platform (POST /platform/v1/stats.ingest); the author reads them by range on /dataCenter
 * (GET /v1/stats.overview) and per chapter on /dataCenter2 (GET /v1/stats.chapters).
 */
import Type, { type Static } from 'typebox';
import { Count, DateString, Id, MinorAmount, MoneyWire, Nullable, OneOf } from './common';
import { RejectedLine } from './platform';
import { STATS_INGEST_MAX_ROWS, STATS_RANGES } from '../stats';

const Figure = (description: string, example = 120) => Type.Integer({ minimum: 0, maximum: 1_000_000_000, description, examples: [example] });

/** One day of a novel, as the reader site counted it. */
export const NovelDayWire = Type.Object({
  novel_id: Id('the novel', 12),
  day: DateString('the platform’s day (YYYY-MM-DD, UTC)'),
  views: Figure('times a chapter page of the novel was opened', 3400),
  unique_readers: Figure('different readers that day', 910),
  new_followers: Figure('readers who followed the novel that day', 14),
  comments: Figure('comments written that day', 22),
  unlocks: Figure('paid chapters unlocked that day', 85),
});
export type NovelDayWire = Static<typeof NovelDayWire>;

/** One day of a chapter. */
export const ChapterDayWire = Type.Object({
  chapter_id: Id('the chapter', 345),
  day: DateString('the platform’s day (YYYY-MM-DD, UTC)'),
  reads_started: Figure('readers who opened the chapter', 640),
  reads_finished: Figure('readers who reached its end', 512),
  unlocks: Figure('times it was unlocked', 40),
  comments: Figure('comments on it', 3),
});
export type ChapterDayWire = Static<typeof ChapterDayWire>;

export const StatsIngestRequest = Type.Object({
  novels: Type.Optional(Type.Array(NovelDayWire, { maxItems: STATS_INGEST_MAX_ROWS, description: 'days of novels; sending a day again replaces it' })),
  chapters: Type.Optional(Type.Array(ChapterDayWire, { maxItems: STATS_INGEST_MAX_ROWS, description: 'days of chapters; sending a day again replaces it' })),
});
export type StatsIngestRequest = Static<typeof StatsIngestRequest>;

export const StatsIngestReport = Type.Object({
  inserted: Count('days received for the first time', 9990),
  replaced: Count('days received before with other figures: the new figures stand', 8),
  unchanged: Count('days received before with the same figures: nothing changed', 2),
  rejected: Type.Array(RejectedLine, { description: 'rows not written (`index` counts novel rows first, then chapter rows), with the reason; the others were kept' }),
});
export type StatsIngestReport = Static<typeof StatsIngestReport>;

/** The range a screen asks for: a preset counted back from today in `tz`, or `from`–`to`. */
export const StatsRangeQuery = {
  novel: Type.Optional(Type.String({ maxLength: 12, pattern: '^(all|[1-9][0-9]{0,9})$', description: 'a novel id, or `all` (the default)', examples: ['12'] })),
  range: Type.Optional(OneOf(STATS_RANGES, 'days back from today, today included (default 30)')),
  from: Type.Optional(DateString('first day of a custom range')),
  to: Type.Optional(DateString('last day of a custom range')),
  tz: Type.Optional(Type.String({ maxLength: 64, description: 'the author’s IANA time zone: "today" is taken there (default UTC)', examples: ['Asia/Bangkok'] })),
};

export const StatsRange = Type.Object({
  from: DateString('first day'),
  to: DateString('last day'),
  days: Count('days in the range', 30),
});
export type StatsRange = Static<typeof StatsRange>;

export const StatsTotals = Type.Object({
  views: Count(undefined, 102_000),
  unique_readers: Count('average a day: the same reader on two days is one reader each day', 3_100),
  new_followers: Count(undefined, 420),
  comments: Count(undefined, 655),
  unlocks: Count(undefined, 2_540),
  income: Nullable(MoneyWire),
});
export type StatsTotals = Static<typeof StatsTotals>;

export const StatsPoint = Type.Object({
  start: DateString('first day of the period (a day, a Monday or the first of a month)'),
  days: Count('days of the period inside the range', 7),
  views: Count(),
  unique_readers: Count('average a day'),
  new_followers: Count(),
  comments: Count(),
  unlocks: Count(),
  income_minor: Nullable(MinorAmount('income in whole minor units of `totals.income.currency`, as a decimal string', '500')),
});
export type StatsPoint = Static<typeof StatsPoint>;

export const STATS_EVENT_KINDS = ['chapter_released', 'first_paid', 'contract_signed'] as const;
export const StatsEvent = Type.Object({
  day: DateString('the day it happened (in `tz`)'),
  kind: OneOf(STATS_EVENT_KINDS),
  novel_id: Id('the novel'),
  novel_name: Type.String(),
  chapter_code: Nullable(Type.Integer({ minimum: 1 })),
});
export type StatsEvent = Static<typeof StatsEvent>;

export const StatsOverview = Type.Object({
  range: StatsRange,
  counted_to: Nullable(DateString('the last day of the range whose figures are final (days are over in UTC); `series` ends there, null when no day is final yet')),
  previous: StatsRange,
  grain: OneOf(['day', 'week', 'month'] as const, 'what one point of `series` covers'),
  totals: StatsTotals,
  previous_totals: StatsTotals,
  series: Type.Array(StatsPoint, { description: 'one point per period holding a final day, up to `counted_to`; `days` counts its final days inside the range' }),
  events: Type.Array(StatsEvent, { description: 'what happened in the range, oldest first: contracts signed and first paid chapters always; single chapter releases only when the range holds at most 20 (else see `releases`)' }),
  releases: Type.Array(
    Type.Object({ novel_id: Id('the novel'), novel_name: Type.String(), count: Count('chapters released in the range'), first_code: Id('the first of them'), last_code: Id('the last of them') }),
    { description: 'chapters released in the range, per novel' },
  ),
  novels: Type.Array(Type.Object({ id: Id('novel id'), name: Type.String() }), { description: 'the author’s novels, for the picker' }),
});
export type StatsOverview = Static<typeof StatsOverview>;

export const ChapterFigures = Type.Object({
  chapter_id: Id('chapter id', 345),
  code: Id('chapter no.', 7),
  title: Type.String(),
  first_paid: Type.Boolean(),
  reads_started: Count(),
  reads_finished: Count(),
  unlocks: Count(),
  comments: Count(),
  /** the next chapter's starts for every finish of this one, in per-mille (null for the last chapter or with no finishes) */
  went_on_pm: Nullable(Type.Integer({ minimum: 0, maximum: 1000, description: 'next chapter’s starts per 1,000 finishes of this one (capped at 1,000)' })),
  drop_off: Count('readers who started this chapter and did not start the next'),
  /** among the chapters where most readers stop */
  stop: Type.Boolean({ description: 'one of the three chapters with the lowest share going on (among chapters with enough readers)' }),
});
export type ChapterFigures = Static<typeof ChapterFigures>;

export const ChapterStats = Type.Object({
  range: StatsRange,
  novel: Type.Object({ id: Id('novel id'), name: Type.String() }),
  chapters: Type.Array(ChapterFigures),
  funnel: Type.Object({
    started_first: Count('readers who started chapter 1'),
    finished_first: Count('readers who finished chapter 1'),
    started_last: Count('readers who started the last chapter'),
    finished_last: Count('readers who finished the last chapter'),
  }),
  paid: Nullable(
    Type.Object({
      code: Id('the first paid chapter'),
      finished_before: Count('readers who finished the chapter before it'),
      unlocks: Count('unlocks of the first paid chapter'),
      conversion_pm: Nullable(Type.Integer({ minimum: 0, maximum: 1000, description: 'unlocks per 1,000 finishes of the chapter before' })),
    }),
  ),
  novels: Type.Array(Type.Object({ id: Id('novel id'), name: Type.String() })),
});
export type ChapterStats = Static<typeof ChapterStats>;
