import * as React from 'react';
import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DataTable, EmptyState, ErrorState, Hint, LineChart, SkeletonText, StatCard, StatGrid, type DataTableColumn } from '@writers-center/design-system';
import type { ChapterFigures, ChapterStats } from '../../../domain/api/stats';
import { helpLink } from '../../../domain/help';
import { commonMessages } from '../../lib/common-messages';
import { failureText } from '../../lib/http-messages';
import { ApiError } from '../../lib/http';
import { RouterLink } from '../../lib/RouterLink';
import { useChapterStats } from './api/get-chapter-stats';
import { DataHeader } from './components/DataHeader';
import { StatsFilters } from './components/StatsFilters';
import { useCsvDownload } from './csv';
import { formatDay, perMilleText } from './format';
import { m } from './messages';
import { useStatsParams } from './useStatsParams';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center', justifyContent: 'space-between' },
  term: { textDecorationLine: 'underline', textDecorationStyle: 'dotted', textUnderlineOffset: '3px', cursor: 'help' },
  chapter: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', minWidth: 0 },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  busy: { opacity: 0.6 },
});

/** A term with its definition on hover and on focus. */
function Term({ label, definition }: { label: MessageDescriptor; definition: MessageDescriptor }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Hint content={intl.formatMessage(definition)} relationship="description" withArrow>
      <span className={styles.term} tabIndex={0}>
        {intl.formatMessage(label)}
      </span>
    </Hint>
  );
}

/** /dataCenter2: one novel's chapters over a period: reads started and finished, who goes on, where readers stop, and the first paid chapter. */
export default function ChapterDataPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { params, update } = useStatsParams();
  const { data, error, isValidating, isLoading, mutate } = useChapterStats(params);
  const fieldErrors = error instanceof ApiError ? error.fields : undefined;
  const header = <DataHeader helpAnchor="funnel" />;
  if (!data)
    return (
      <div className={styles.page}>
        {header}
        {error instanceof ApiError && error.code === 4004 && !params.novel ? (
          <EmptyState title={intl.formatMessage(m.noNovels)} description={intl.formatMessage(m.noNovelsHint)} headingLevel={2} />
        ) : error ? (
          <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} headingLevel={2} />
        ) : (
          <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={8} />
        )}
      </div>
    );
  return (
    <div className={styles.page}>
      {header}
      <StatsFilters params={{ ...params, novel: params.novel ?? String(data.novel.id) }} novels={data.novels} allowAll={false} errors={fieldErrors} onChange={update} />
      <div className={isValidating ? styles.busy : undefined} aria-busy={isValidating}>
        <Chapters data={data} loading={isLoading} />
      </div>
    </div>
  );
}

/** `loading`: the figures shown are the previous choice's while the new one loads, so they cannot be exported. */
function Chapters({ data, loading }: { data: ChapterStats; loading: boolean }) {
  const intl = useIntl();
  const downloadCsv = useCsvDownload();
  const styles = useStyles();
  const n = (v: number) => intl.formatNumber(v);
  const range = { from: formatDay(intl, data.range.from), to: formatDay(intl, data.range.to) };
  const stops = data.chapters.filter((c) => c.stop).length;
  if (!data.chapters.length) return <EmptyState title={intl.formatMessage(m.noChapters)} headingLevel={2} />;

  const columns: DataTableColumn<ChapterFigures>[] = [
    { id: 'code', header: intl.formatMessage(m.number), sortValue: (c) => c.code, cell: (c) => n(c.code), width: 70 },
    {
      id: 'chapter',
      header: intl.formatMessage(m.chapter),
      sortValue: (c) => c.title,
      text: (c) => c.title,
      cell: (c) => (
        <span className={styles.chapter}>
          <Text weight={c.stop ? 'semibold' : 'regular'} className={styles.title}>
            {c.title}
          </Text>
          {c.first_paid && (
            <Badge appearance="tint" color="brand">
              {intl.formatMessage(m.paidBadge)}
            </Badge>
          )}
          {c.stop && (
            <Badge appearance="filled" color="danger">
              {intl.formatMessage(m.stopBadge)}
            </Badge>
          )}
        </span>
      ),
      minWidth: 260,
    },
    { id: 'started', header: <Term label={m.readsStarted} definition={m.termStarted} />, sortValue: (c) => c.reads_started, cell: (c) => n(c.reads_started), align: 'end', width: 130 },
    { id: 'finished', header: <Term label={m.readsFinished} definition={m.termFinished} />, sortValue: (c) => c.reads_finished, cell: (c) => n(c.reads_finished), align: 'end', width: 130 },
    { id: 'wentOn', header: <Term label={m.wentOn} definition={m.termWentOn} />, sortValue: (c) => c.went_on_pm ?? -1, cell: (c) => perMilleText(intl, c.went_on_pm), align: 'end', width: 110 },
    { id: 'dropOff', header: <Term label={m.dropOff} definition={m.termDropOff} />, sortValue: (c) => c.drop_off, cell: (c) => n(c.drop_off), align: 'end', width: 110 },
    { id: 'unlocks', header: intl.formatMessage(m.unlocks), sortValue: (c) => c.unlocks, cell: (c) => n(c.unlocks), align: 'end', width: 110 },
    { id: 'comments', header: intl.formatMessage(m.comments), sortValue: (c) => c.comments, cell: (c) => n(c.comments), align: 'end', width: 110 },
  ];

  const exportCsv = () =>
    downloadCsv(
      `chapter-data-${data.novel.id}-${data.range.from}-${data.range.to}.csv`,
      [intl.formatMessage(m.number), intl.formatMessage(m.chapter), intl.formatMessage(m.readsStarted), intl.formatMessage(m.readsFinished), intl.formatMessage(m.wentOn), intl.formatMessage(m.dropOff), intl.formatMessage(m.unlocks), intl.formatMessage(m.comments), intl.formatMessage(m.paidBadge), intl.formatMessage(m.stopBadge)],
      data.chapters.map((c) => [c.code, c.title, c.reads_started, c.reads_finished, c.went_on_pm === null ? null : c.went_on_pm / 10, c.drop_off, c.unlocks, c.comments, c.first_paid ? 1 : 0, c.stop ? 1 : 0]),
    );

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <Text>{intl.formatMessage(m.stopsNote, { count: stops })}</Text>
        <Button icon={<ArrowDownloadRegular />} onClick={exportCsv} disabledFocusable={loading}>
          {intl.formatMessage(m.exportCsv)}
        </Button>
      </div>
      <section className={styles.section} aria-labelledby="data-funnel">
        <Text as="h2" id="data-funnel" weight="semibold" size={400}>
          {intl.formatMessage(m.funnelTitle)}
        </Text>
        <StatGrid label={intl.formatMessage(m.funnelTitle)} minItemWidth={190}>
          <StatCard label={intl.formatMessage(m.startedFirst)} value={n(data.funnel.started_first)} hint={intl.formatMessage(m.termStarted)} />
          <StatCard label={intl.formatMessage(m.finishedFirst)} value={n(data.funnel.finished_first)} hint={intl.formatMessage(m.termFinished)} />
          <StatCard label={intl.formatMessage(m.startedLast)} value={n(data.funnel.started_last)} />
          <StatCard label={intl.formatMessage(m.finishedLast)} value={n(data.funnel.finished_last)} />
          <StatCard
            label={intl.formatMessage(m.paidTitle)}
            value={data.paid ? perMilleText(intl, data.paid.conversion_pm) : '–'}
            hint={data.paid ? intl.formatMessage(m.paidHint, { unlocks: data.paid.unlocks, code: data.paid.code, finished: data.paid.finished_before }) : intl.formatMessage(m.paidNone)}
          />
        </StatGrid>
      </section>
      <LineChart
        title={intl.formatMessage(m.readsChart)}
        headingLevel={2}
        summary={intl.formatMessage(m.readsSummary, { count: data.chapters.length, ...range })}
        xLabel={intl.formatMessage(m.chapter)}
        xFormat={(x) => intl.formatNumber(Number(x))}
        locale={intl.locale}
        emptyText={intl.formatMessage(m.chartEmpty)}
        tableToggleLabel={intl.formatMessage(m.chartTable)}
        series={[
          { id: 'started', name: intl.formatMessage(m.readsStarted), points: data.chapters.map((c) => ({ x: c.code, y: c.reads_started })) },
          { id: 'finished', name: intl.formatMessage(m.readsFinished), points: data.chapters.map((c) => ({ x: c.code, y: c.reads_finished })) },
        ]}
      />
      <DataTable
        label={intl.formatMessage(m.chaptersTable)}
        columns={columns}
        rows={data.chapters}
        getRowId={(c) => String(c.chapter_id)}
        locale={intl.locale}
        defaultSort={{ columnId: 'code', direction: 'ascending' }}
        filterRow={(c, text) => `${c.code} ${c.title}`.toLocaleLowerCase(intl.locale).includes(text.toLocaleLowerCase(intl.locale))}
        filterLabel={intl.formatMessage(m.filterChapters)}
        filterClearLabel={intl.formatMessage(commonMessages.clearSearch)}
        filterPlaceholder={intl.formatMessage(m.filterChapters)}
        virtualize={data.chapters.length > 100}
        size="small"
      />
      <Text>
        <RouterLink to={helpLink('novel-data', 'terms')}>{intl.formatMessage(m.termsHelp)}</RouterLink>
      </Text>
    </div>
  );
}
