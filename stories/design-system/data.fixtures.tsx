import * as React from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button, Select, makeStyles } from '@fluentui/react-components';
import { DocumentAddRegular, SearchRegular } from '@fluentui/react-icons';
import {
  DataTable,
  EmptyState,
  rowMatchesText,
  type ChartSeries,
  type DataTableColumn,
  type DataTableProps,
  type DonutSlice,
  type HeatMapDay,
} from '@writers-center/design-system';

/*
 * Data for the data-group stories (DataTable, charts, CalendarHeatMap). Everything is
 * generated from fixed seeds and fixed dates: screenshots never change between runs.
 */

/** mulberry32: a small seeded PRNG, so "random" data is the same on every run. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD HH:mm:ss' in UTC, the portal's date format. */
const formatDateTime = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
};
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// ---------------------------------------------------------------- chapters

export type ChapterStatus = 'released' | 'draft' | 'scheduled';
export interface Chapter {
  id: string;
  no: number;
  title: string;
  words: number;
  status: ChapterStatus;
  /** 'YYYY-MM-DD HH:mm:ss', empty for drafts */
  releasedAt: string;
}

const OPENERS = ['The', 'A', 'Beyond the', 'Under the', 'Before the', 'After the', 'Into the', 'Against the'];
const ADJECTIVES = ['Silent', 'Broken', 'Ninth', 'Salted', 'Hollow', 'Crimson', 'Last', 'Sleeping', 'Frozen', 'Gilded', 'Moonlit', 'Drowned'];
const NOUNS = ['Harbor', 'Crown', 'Oath', 'Courier', 'Lantern', 'Archive', 'Garden', 'Tide', 'Bargain', 'Orchard', 'Wolf', 'Letter'];

/** `count` chapters of one novel: released ones, then scheduled, then drafts. */
export function makeChapters(count: number, seed = 7): Chapter[] {
  const rnd = seededRandom(seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const firstRelease = Date.UTC(2024, 0, 3, 20, 0);
  return Array.from({ length: count }, (_, i) => {
    const share = i / count;
    const status: ChapterStatus = share < 0.85 ? 'released' : share < 0.93 ? 'scheduled' : 'draft';
    return {
      id: `ch-${i + 1}`,
      no: i + 1,
      title: `${pick(OPENERS)} ${pick(ADJECTIVES)} ${pick(NOUNS)}`,
      words: 1200 + Math.round(rnd() * 3600),
      status,
      releasedAt: status === 'draft' ? '' : formatDateTime(firstRelease + i * DAY + Math.round(rnd() * 4) * 3_600_000),
    };
  });
}

export const CHAPTERS = makeChapters(120);
export const MANY_CHAPTERS = makeChapters(5000, 11);

const STATUS_MESSAGES = {
  released: { id: 'story.data.status.released', defaultMessage: 'Released' },
  draft: { id: 'story.data.status.draft', defaultMessage: 'Draft' },
  scheduled: { id: 'story.data.status.scheduled', defaultMessage: 'Scheduled' },
} as const;

/** The chapter columns, with headers in the toolbar's language. */
export function chapterColumns(intl: IntlShape): DataTableColumn<Chapter>[] {
  return [
    {
      id: 'no',
      header: intl.formatMessage({ id: 'story.data.table.chapter', defaultMessage: 'Chapter' }),
      cell: (c) => intl.formatNumber(c.no),
      sortValue: (c) => c.no,
      width: 96,
      align: 'end',
    },
    { id: 'title', header: intl.formatMessage({ id: 'story.data.table.title', defaultMessage: 'Title' }), cell: (c) => c.title, sortValue: (c) => c.title },
    {
      id: 'words',
      header: intl.formatMessage({ id: 'story.data.table.words', defaultMessage: 'Words' }),
      cell: (c) => intl.formatNumber(c.words),
      sortValue: (c) => c.words,
      width: 110,
      align: 'end',
    },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'story.data.table.status', defaultMessage: 'Status' }),
      cell: (c) => intl.formatMessage(STATUS_MESSAGES[c.status]),
      sortValue: (c) => intl.formatMessage(STATUS_MESSAGES[c.status]),
      width: 130,
    },
    {
      id: 'release',
      header: intl.formatMessage({ id: 'story.data.table.release', defaultMessage: 'Release time' }),
      cell: (c) => c.releasedAt,
      sortValue: (c) => c.releasedAt || null,
      width: 190,
    },
  ];
}

/** The labels a paged, filterable chapter table needs, from the catalog. */
export function chapterTableLabels(intl: IntlShape): Partial<DataTableProps<Chapter>> {
  return {
    label: intl.formatMessage({ id: 'story.data.table.label', defaultMessage: 'Chapters' }),
    locale: intl.locale,
    filterLabel: intl.formatMessage({ id: 'story.data.table.filterLabel', defaultMessage: 'Filter chapters' }),
    filterPlaceholder: intl.formatMessage({ id: 'story.data.table.filterPlaceholder', defaultMessage: 'Search by title or number' }),
    paginationLabel: (from, to, total) =>
      intl.formatMessage(
        { id: 'story.data.table.range', defaultMessage: '{from}–{to} of {total}' },
        { from: intl.formatNumber(from), to: intl.formatNumber(to), total: intl.formatNumber(total) },
      ),
    previousPageLabel: intl.formatMessage({ id: 'story.data.table.previous', defaultMessage: 'Previous page' }),
    nextPageLabel: intl.formatMessage({ id: 'story.data.table.next', defaultMessage: 'Next page' }),
    pageSizeLabel: intl.formatMessage({ id: 'story.data.table.pageSize', defaultMessage: 'Rows per page' }),
    loadingLabel: intl.formatMessage({ id: 'story.data.table.loading', defaultMessage: 'Loading chapters…' }),
  };
}

/** Matches a chapter by its number or title. */
export const chapterMatches = (c: Chapter, text: string) => rowMatchesText([c.no, c.title], text);

export type ChapterTableProps = Partial<Omit<DataTableProps<Chapter>, 'columns'>> & {
  /** show the caller's status filter in the `filters` slot */
  statusFilter?: boolean;
  /** only these columns, in this order */
  columnIds?: readonly string[];
};

const useFilterStyles = makeStyles({ select: { minWidth: '160px' } });

/**
 * DataTable of chapters as the "Manage novel" page would use it: columns, labels and empty
 * state from the catalog; props from the story override them.
 */
export function ChapterTable({ statusFilter, columnIds, ...props }: ChapterTableProps) {
  const intl = useIntl();
  const classes = useFilterStyles();
  const [status, setStatus] = React.useState<'all' | ChapterStatus>('all');
  const source = props.rows ?? CHAPTERS;
  const rows = React.useMemo(() => (status === 'all' ? source : source.filter((c) => c.status === status)), [source, status]);
  const statusLabel = intl.formatMessage({ id: 'story.data.table.status', defaultMessage: 'Status' });
  const filtering = !!props.filterRow;
  const emptyState = filtering ? (
    <EmptyState
      icon={<SearchRegular />}
      headingLevel={3}
      title={intl.formatMessage({ id: 'story.data.table.noMatchTitle', defaultMessage: 'No chapters match your search' })}
      description={intl.formatMessage({ id: 'story.data.table.noMatchDescription', defaultMessage: 'Try another word, or clear the filter.' })}
    />
  ) : (
    <EmptyState
      icon={<DocumentAddRegular />}
      headingLevel={3}
      title={intl.formatMessage({ id: 'story.data.table.noChaptersTitle', defaultMessage: 'No chapters yet' })}
      description={intl.formatMessage({ id: 'story.data.table.noChaptersDescription', defaultMessage: 'Write your first chapter and it will appear here.' })}
      actions={<Button appearance="primary">{intl.formatMessage({ id: 'route.addChapter', defaultMessage: 'Write Chapter' })}</Button>}
    />
  );
  return (
    <DataTable<Chapter>
      columns={columnIds ? columnIds.map((id) => chapterColumns(intl).find((c) => c.id === id)!) : chapterColumns(intl)}
      emptyState={emptyState}
      {...chapterTableLabels(intl)}
      {...props}
      label={props.label ?? intl.formatMessage({ id: 'story.data.table.label', defaultMessage: 'Chapters' })}
      getRowId={props.getRowId ?? ((c) => c.id)}
      rows={rows}
      filters={
        statusFilter ? (
          <Select className={classes.select} aria-label={statusLabel} value={status} onChange={(_, d) => setStatus(d.value as typeof status)}>
            <option value="all">{intl.formatMessage({ id: 'story.data.table.allStatuses', defaultMessage: 'All statuses' })}</option>
            {(Object.keys(STATUS_MESSAGES) as ChapterStatus[]).map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage(STATUS_MESSAGES[s])}
              </option>
            ))}
          </Select>
        ) : (
          props.filters
        )
      }
    />
  );
}

// ---------------------------------------------------------------- charts

const NOVEMBER = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i)));

/** Words written each day of November 2026 (seeded). */
export function wordsPerDay(seed = 3): ChartSeries {
  const rnd = seededRandom(seed);
  return {
    id: 'words',
    name: 'Words written',
    points: NOVEMBER.map((x, i) => ({ x, y: i % 7 === 6 ? 0 : Math.round(600 + rnd() * 2600) })),
  };
}

/** Daily views of three novels in November 2026 (seeded). Novel titles are the author's, not translated. */
export function viewsByNovel(seed = 5): ChartSeries[] {
  const rnd = seededRandom(seed);
  const novels = [
    { id: 'salt-crown', name: 'The Salt Crown', base: 5200 },
    { id: 'ninth-moon', name: 'Ashes of the Ninth Moon', base: 3100 },
    { id: 'courier', name: 'Moonlit Courier', base: 1400 },
  ];
  return novels.map((n) => ({
    id: n.id,
    name: n.name,
    points: NOVEMBER.map((x, i) => ({ x, y: Math.round(n.base * (0.8 + 0.01 * i) + rnd() * 900) })),
  }));
}

const MONTHS = Array.from({ length: 6 }, (_, i) => new Date(Date.UTC(2026, i, 1)));

/** Income per month, January to June 2026 (seeded), in US dollars. */
export function monthlyIncome(seed = 9): ChartSeries {
  const rnd = seededRandom(seed);
  return { id: 'income', name: 'Income', points: MONTHS.map((x, i) => ({ x, y: Math.round(420 + i * 95 + rnd() * 260) })) };
}

/** Income per month by source (seeded). */
export function incomeBySource(seed = 13): ChartSeries[] {
  const rnd = seededRandom(seed);
  const sources = [
    { id: 'subscriptions', name: 'Subscriptions', base: 380 },
    { id: 'rewards', name: 'Reader rewards', base: 140 },
    { id: 'contest', name: 'Contest bonus', base: 60 },
  ];
  return sources.map((s) => ({ id: s.id, name: s.name, points: MONTHS.map((x, i) => ({ x, y: Math.round(s.base * (1 + i * 0.12) + rnd() * s.base * 0.4) })) }));
}

export const INCOME_SHARE: DonutSlice[] = [
  { id: 'subscriptions', label: 'Subscriptions', value: 3180 },
  { id: 'rewards', label: 'Reader rewards', value: 1240 },
  { id: 'contest', label: 'Contest bonus', value: 500 },
  { id: 'welfare', label: 'Author welfare', value: 300 },
];

/** US dollars in the toolbar's language, without cents (chart axes stay short). */
export const usd = (intl: IntlShape) => (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
/** Month name and year, e.g. "Jan 2026", in the toolbar's language. */
export const monthYear = (intl: IntlShape) => (x: string | number | Date) =>
  x instanceof Date ? intl.formatDate(x, { month: 'short', year: 'numeric', timeZone: 'UTC' }) : String(x);
/** Day and month, e.g. "Nov 2", in the toolbar's language. */
export const dayMonth = (intl: IntlShape) => (x: string | number | Date) =>
  x instanceof Date ? intl.formatDate(x, { month: 'short', day: 'numeric', timeZone: 'UTC' }) : String(x);

/** Gives a story's render function the toolbar's IntlShape (hooks in `render` would run outside the IntlProvider). */
export function WithIntl({ children }: { children(intl: IntlShape): React.ReactNode }) {
  return <>{children(useIntl())}</>;
}

// ---------------------------------------------------------------- writing calendar

/**
 * A writing year: words most days up to `today`, a chapter released on some, and
 * scheduled releases after it (seeded; `today` is a fixed date, never the clock).
 */
export interface WritingDay extends HeatMapDay {
  /** chapters released (or scheduled) that day */
  chapters?: number;
}

export function writingDays(start: string, end: string, today: string, seed = 21): WritingDay[] {
  const rnd = seededRandom(seed);
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  const now = Date.parse(`${today}T00:00:00Z`);
  const days: WritingDay[] = [];
  let chapter = 40;
  for (let t = from; t <= to; t += DAY) {
    const date = isoDay(t);
    const r = rnd();
    if (t <= now) {
      if (r < 0.22) continue; // a day off
      const words = Math.round(300 + rnd() * rnd() * 4200);
      const released = rnd() < 0.3 ? 1 : 0;
      if (released) chapter += 1;
      const title = `Chapter ${chapter}: ${OPENERS[chapter % 8]} ${ADJECTIVES[chapter % 12]} ${NOUNS[(chapter * 5) % 12]}`;
      days.push({ date, value: words, chapters: released, extra: released ? title : undefined });
    } else if (r < 0.2) {
      days.push({ date, value: 0, scheduled: true, chapters: 1 });
    }
  }
  return days;
}

/** Chapters released or scheduled on a story day (carried on the day objects above). */
const chaptersOf = (day: HeatMapDay) => (day as WritingDay).chapters ?? 0;

/** The accessible name of a calendar day, as the portal builds it: "2026-11-02: 1,250 words, 1 chapter released". */
export const heatDayLabel = (intl: IntlShape) => (day: HeatMapDay) => {
  const chapters = chaptersOf(day);
  if (day.scheduled) return intl.formatMessage({ id: 'story.data.heat.scheduled', defaultMessage: '{date}: {chapters, plural, one {# chapter} other {# chapters}} scheduled for release' }, { date: day.date, chapters });
  if (chapters > 0)
    return intl.formatMessage(
      { id: 'story.data.heat.dayReleased', defaultMessage: '{date}: {words, plural, one {# word} other {# words}}, {chapters, plural, one {# chapter} other {# chapters}} released' },
      { date: day.date, words: day.value, chapters },
    );
  return intl.formatMessage({ id: 'story.data.heat.day', defaultMessage: '{date}: {words, plural, =0 {no words} one {# word} other {# words}}' }, { date: day.date, words: day.value });
};
