import * as React from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, LineChart, SkeletonText, StatCard, StatGrid } from '@writers-center/design-system';
import type { StatsEvent, StatsOverview } from '../../../domain/api/stats';
import { formatMajor, formatMoney, majorText, money as moneyOf, toMajor, type MinorUnits } from '../../../domain/money';
import { commonMessages } from '../../lib/common-messages';
import { failureText } from '../../lib/http-messages';
import { ApiError } from '../../lib/http';
import { LinkButton } from '../../lib/LinkButton';
import { useStatsOverview } from './api/get-stats-overview';
import { DataHeader } from './components/DataHeader';
import { StatsFilters } from './components/StatsFilters';
import { useCsvDownload } from './csv';
import { dayDate, formatDay, trendOf } from './format';
import { m } from './messages';
import { useStatsParams } from './useStatsParams';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center', justifyContent: 'space-between' },
  shown: { color: tokens.colorNeutralForeground2 },
  shownBlock: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  charts: { display: 'grid', gap: tokens.spacingVerticalXL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 520px), 1fr))' },
  events: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  busy: { opacity: 0.6, transitionProperty: 'opacity', transitionDuration: tokens.durationNormal },
});

/** /dataCenter: a novel's (or all novels') figures over a period, against the period before, with what happened marked. */
export default function DataCenterPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { params, update } = useStatsParams();
  const { data, error, isValidating, isLoading, mutate } = useStatsOverview(params);
  const fieldErrors = error instanceof ApiError ? error.fields : undefined;

  const header = <DataHeader helpAnchor="terms" />;
  if (!data)
    return (
      <div className={styles.page}>
        {header}
        {error ? (
          <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} headingLevel={2} />
        ) : (
          <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={8} />
        )}
      </div>
    );
  if (!data.novels.length)
    return (
      <div className={styles.page}>
        {header}
        <EmptyState title={intl.formatMessage(m.noNovels)} description={intl.formatMessage(m.noNovelsHint)} actions={<LinkButton href="/addbook" appearance="primary">{intl.formatMessage(m.createNovel)}</LinkButton>} headingLevel={2} />
      </div>
    );

  return (
    <div className={styles.page}>
      {header}
      <StatsFilters params={params} novels={data.novels} allowAll errors={fieldErrors} onChange={update} />
      {error && !fieldErrors?.from && !fieldErrors?.to && (
        <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} headingLevel={2} />
      )}
      <div className={isValidating ? styles.busy : undefined} aria-busy={isValidating}>
        <Overview data={data} loading={isLoading} novelName={params.novel ? data.novels.find((n) => String(n.id) === params.novel)?.name : undefined} />
      </div>
    </div>
  );
}

/** `loading`: the figures shown are the previous choice's while the new one loads, so they cannot be exported. */
function Overview({ data, loading, novelName }: { data: StatsOverview; loading: boolean; novelName?: string }) {
  const intl = useIntl();
  const downloadCsv = useCsvDownload();
  const styles = useStyles();
  const { totals, previous_totals: before, grain } = data;
  const number = (n: number) => intl.formatNumber(n);
  const currency = totals.income?.currency;
  const money = (minor: MinorUnits) => (currency ? formatMoney(moneyOf(minor, currency), intl.locale) : '');
  const x = (start: string) => dayDate(start);
  const xFormat = (value: string | number | Date) => formatDay(intl, value instanceof Date ? value : String(value), grain);
  const range = { from: formatDay(intl, data.range.from), to: formatDay(intl, data.range.to) };
  const eventText = (e: StatsEvent) =>
    e.kind === 'contract_signed' ? intl.formatMessage(m.eventContract) : intl.formatMessage(e.kind === 'first_paid' ? m.eventFirstPaid : m.eventChapter, { code: e.chapter_code ?? 0 });
  const eventLabel = (e: StatsEvent) => (novelName ? eventText(e) : intl.formatMessage(m.eventOf, { what: eventText(e), novel: e.novel_name }));
  const events = data.events.map((e) => ({ x: dayDate(e.day), label: eventLabel(e) }));
  // The axes span the whole range; the lines stop at the last counted day (later days stay blank, not zero).
  const xDomain = { from: dayDate(data.range.from), to: dayDate(data.range.to) };
  const counting =
    data.counted_to === data.range.to ? undefined : data.counted_to ? intl.formatMessage(m.countedTo, { day: formatDay(intl, data.counted_to) }) : intl.formatMessage(m.countedNone);
  const chart = { xLabel: intl.formatMessage(m.period, { grain }), xFormat, xDomain, locale: intl.locale, emptyText: intl.formatMessage(m.chartEmpty), tableToggleLabel: intl.formatMessage(m.chartTable), headingLevel: 2 as const, events, mergedEventsLabel: (count: number) => intl.formatMessage(m.mergedEvents, { count }) };
  const noFigures = data.series.every((p) => p.views === 0 && p.new_followers === 0 && p.comments === 0);
  const series = (id: string, name: string, pick: (p: StatsOverview['series'][number]) => number) => ({ id, name, points: noFigures ? [] : data.series.map((p) => ({ x: x(p.start), y: pick(p) })) });

  const exportCsv = () =>
    downloadCsv(
      `novel-data-${data.range.from}-${data.range.to}.csv`,
      [intl.formatMessage(m.period, { grain }), intl.formatMessage(m.views), intl.formatMessage(m.uniqueReaders), intl.formatMessage(m.newFollowers), intl.formatMessage(m.comments), intl.formatMessage(m.unlocks), ...(currency ? [`${intl.formatMessage(m.income)} (${currency})`] : [])],
      // Exact decimal text, however large the sum (a number would lose digits past 2^53).
      data.series.map((p) => [p.start, p.views, p.unique_readers, p.new_followers, p.comments, p.unlocks, ...(currency ? [majorText(moneyOf(p.income_minor ?? '0', currency))] : [])]),
    );

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <div className={styles.shownBlock}>
          <Text className={styles.shown}>{intl.formatMessage(m.rangeShown, { ...range, previousFrom: formatDay(intl, data.previous.from), previousTo: formatDay(intl, data.previous.to) })}</Text>
          {counting && (
            <Text className={styles.shown} size={200}>
              {counting}
            </Text>
          )}
        </div>
        <Button icon={<ArrowDownloadRegular />} onClick={exportCsv} disabledFocusable={loading}>
          {intl.formatMessage(m.exportCsv)}
        </Button>
      </div>
      <StatGrid label={intl.formatMessage(m.figures)} minItemWidth={190}>
        <StatCard label={intl.formatMessage(m.views)} value={number(totals.views)} trend={trendOf(intl, totals.views, before.views)} />
        <StatCard label={intl.formatMessage(m.uniqueReaders)} value={number(totals.unique_readers)} trend={trendOf(intl, totals.unique_readers, before.unique_readers)} hint={intl.formatMessage(m.termUnique)} />
        <StatCard label={intl.formatMessage(m.newFollowers)} value={number(totals.new_followers)} trend={trendOf(intl, totals.new_followers, before.new_followers)} />
        <StatCard label={intl.formatMessage(m.comments)} value={number(totals.comments)} trend={trendOf(intl, totals.comments, before.comments)} />
        <StatCard label={intl.formatMessage(m.unlocks)} value={number(totals.unlocks)} trend={trendOf(intl, totals.unlocks, before.unlocks)} />
        <StatCard
          label={intl.formatMessage(m.income)}
          value={totals.income ? money(totals.income.amount_minor) : intl.formatMessage(m.noIncome)}
          trend={totals.income ? trendOf(intl, Number(totals.income.amount_minor), Number(before.income?.amount_minor ?? 0)) : undefined}
        />
      </StatGrid>
      <div className={styles.charts}>
        <LineChart
          {...chart}
          title={intl.formatMessage(m.readersChart)}
          summary={intl.formatMessage(m.readersSummary, { ...range, grain })}
          series={[series('views', intl.formatMessage(m.views), (p) => p.views), series('readers', intl.formatMessage(m.uniqueReaders), (p) => p.unique_readers)]}
        />
        <LineChart
          {...chart}
          title={intl.formatMessage(m.engagementChart)}
          summary={intl.formatMessage(m.engagementSummary, { ...range, grain })}
          series={[
            series('followers', intl.formatMessage(m.newFollowers), (p) => p.new_followers),
            series('comments', intl.formatMessage(m.comments), (p) => p.comments),
            series('unlocks', intl.formatMessage(m.unlocks), (p) => p.unlocks),
          ]}
        />
        {currency && (
          <LineChart
            {...chart}
            title={intl.formatMessage(m.incomeChart, { currency })}
            summary={intl.formatMessage(m.incomeSummary, { ...range, currency })}
            valueFormat={(v) => formatMajor(v, currency, intl.locale, { compact: true })}
            exactFormat={(v) => formatMajor(v, currency, intl.locale)}
            series={[{ id: 'income', name: intl.formatMessage(m.income), points: data.series.map((p) => ({ x: x(p.start), y: toMajor(moneyOf(p.income_minor ?? '0', currency)) })) }]}
          />
        )}
      </div>
      <section aria-labelledby="data-events">
        <Text as="h2" id="data-events" weight="semibold" size={400}>
          {intl.formatMessage(m.eventsTitle)}
        </Text>
        {data.events.length || data.releases.length ? (
          <ul className={styles.events}>
            {data.releases.map((r) => (
              <li key={`releases-${r.novel_id}`}>
                <Text>
                  {intl.formatMessage(m.eventOf, {
                    what: r.count === 1 ? intl.formatMessage(m.eventChapter, { code: r.first_code }) : intl.formatMessage(m.eventChapters, { count: r.count, first: r.first_code, last: r.last_code }),
                    novel: r.novel_name,
                  })}
                </Text>
              </li>
            ))}
            {data.events.map((e, i) => (
              <li key={`${e.day}-${e.kind}-${e.novel_id}-${i}`}>
                <Text>{intl.formatMessage(m.eventLine, { day: formatDay(intl, e.day), what: eventLabel(e) })}</Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text>{intl.formatMessage(m.eventsNone)}</Text>
        )}
      </section>
    </div>
  );
}
