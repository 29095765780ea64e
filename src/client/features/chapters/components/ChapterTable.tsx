import * as React from 'react';
import { Button, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentAddRegular, MoneyRegular, SearchRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { DataTable, EmptyState, ErrorState, Hint, Select, type DataTableColumn } from '@writers-center/design-system';
import type { ChapterSummary } from '../../../../domain/api/chapters';
import type { NovelDetail } from '../../../../domain/api/novels';
import { formatDateTime } from '../../../lib/dates';
import { commonMessages } from '../../../lib/common-messages';
import { WorkBadge, workStatus } from '../../../lib/status';
import { useChapterWindows } from '../api/get-chapters';
import { FirstPaidDialog } from './FirstPaidDialog';
import { firstPaid as fp } from '../messages';
import { useLinkNavigation } from '../../layout';
import { novelFormMessages as f, novelListMessages as l, novelManageMessages as m } from '../../novels';
import { LinkButton } from '../../../lib/LinkButton';

const FILTERS = ['released', 'scheduled', 'draft', 'updated', 'deleted'] as const;
/** The select's value for no status filter ('' is its placeholder). */
const ALL = 'all';
/** Fewer rows than this are paged; more are virtualised (all rows in one scrolling list). */
const VIRTUALISE_FROM = 200;

const useStyles = makeStyles({
  title: { display: 'inline-flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', flexWrap: 'wrap' },
  paid: { color: tokens.colorPaletteMarigoldForeground2, fontSize: tokens.fontSizeBase200 },
  count: { color: tokens.colorNeutralForeground3 },
});

const matches = (c: ChapterSummary, text: string) => {
  const t = text.trim().toLowerCase();
  return !t || String(c.chapter_code) === t || c.title.toLowerCase().includes(t);
};

/** The novel's chapters: filtered by status, searchable, virtualised when there are thousands. */
export function ChapterTable({ novel, writePath }: { novel: NovelDetail; writePath: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const [status, setStatus] = React.useState(ALL);
  const [paying, setPaying] = React.useState<ChapterSummary>();
  const onNavigate = useLinkNavigation();
  // A search is done by the server once the novel is too long to hold at once.
  const [filter, setFilter] = React.useState('');
  const [query, setQuery] = React.useState('');
  React.useEffect(() => {
    const timer = window.setTimeout(() => setQuery(filter.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [filter]);
  // All of a short novel's chapters arrive in the first window: sorted, filtered and paged here.
  // A long one's arrive window by window as the list scrolls: in chapter order, searched by the server.
  const [long, setLong] = React.useState(false);
  const { data, rows, complete, loadMore, error, isLoading, mutate } = useChapterWindows(novel.original_book_id, status === ALL ? undefined : status, long ? query : '');
  React.useEffect(() => {
    if (data && !(long && query)) setLong(!complete);
  }, [data, complete, long, query]);
  const windowed = long;
  const virtualize = windowed || rows.length >= VIRTUALISE_FROM;

  // On a narrow window the word count (then the release time) gives way, so the first-paid action stays in view.
  const columns: DataTableColumn<ChapterSummary>[] = [
    { id: 'no', header: intl.formatMessage(m.chapterNo), width: 80, align: 'end', sortValue: (c) => c.chapter_code, cell: (c) => intl.formatNumber(c.chapter_code) },
    {
      id: 'title',
      header: intl.formatMessage(m.chapterTitle),
      sortValue: (c) => c.title,
      text: (c) => [c.title, c.first_paid ? intl.formatMessage(m.firstPaidTag) : c.paid ? intl.formatMessage(fp.paidTag) : ''].filter(Boolean).join(' · '),
      cell: (c) => (
        <span className={styles.title}>
          {c.status === 'deleted' ? (
            c.title
          ) : (
            <Link href={`/mywork/addchapter/${c.original_chapter_id}`} onClick={(event: React.MouseEvent<HTMLAnchorElement>) => onNavigate({ href: `/mywork/addchapter/${c.original_chapter_id}` }, event)}>
              {c.title}
            </Link>
          )}
          {c.first_paid ? (
            <Text className={styles.paid}>{intl.formatMessage(m.firstPaidTag)}</Text>
          ) : (
            c.paid && <Text className={styles.paid}>{intl.formatMessage(fp.paidTag)}</Text>
          )}
        </span>
      ),
    },
    { id: 'words', header: intl.formatMessage(m.chapterWords), width: 100, priority: 1, align: 'end', sortValue: (c) => c.words, cell: (c) => intl.formatNumber(c.words) },
    { id: 'status', header: intl.formatMessage(m.chapterStatus), width: 140, cell: (c) => <WorkBadge status={c.status} size="small" /> },
    {
      id: 'release',
      header: intl.formatMessage(m.chapterRelease),
      width: 180,
      priority: 2,
      sortValue: (c) => c.release_at ?? '',
      cell: (c) => (c.release_at ? <time dateTime={c.release_at}>{formatDateTime(c.release_at)}</time> : '—'),
    },
    {
      id: 'actions',
      header: intl.formatMessage(fp.action),
      width: 120,
      cell: (c) =>
        c.status === 'deleted' || c.first_paid ? null : (
          <Hint content={intl.formatMessage(fp.action)} relationship="label">
            <Button size="small" appearance="subtle" icon={<MoneyRegular />} onClick={() => setPaying(c)} data-testid={`first-paid-${c.chapter_code}`} />
          </Hint>
        ),
    },
  ];

  // The count beside the search says how many chapters it found: the server's total once it
  // searches (a long novel), else the chapters here that match the words typed.
  const shownCount = windowed || !filter.trim() ? data?.total : rows.filter((c) => matches(c, filter)).length;
  const shownColumns = windowed ? columns.map((c) => ({ ...c, sortValue: undefined })) : columns;

  if (error && !data) return <ErrorState title={intl.formatMessage(m.loadFailed)} retryLabel={intl.formatMessage(f.retry)} onRetry={() => void mutate()} />;
  const write = (
    <LinkButton appearance="primary" icon={<DocumentAddRegular />} href={writePath}>
      {intl.formatMessage(m.write)}
    </LinkButton>
  );
  return (
    <>
    <FirstPaidDialog bookId={novel.original_book_id} chapter={paying} onClose={() => setPaying(undefined)} onDone={() => void mutate()} />
    <DataTable<ChapterSummary>
      key={virtualize ? 'virtual' : 'paged'}
      label={intl.formatMessage(m.chapterTable, { title: novel.title })}
      columns={shownColumns}
      rows={rows}
      getRowId={(c) => String(c.original_chapter_id)}
      size="small"
      locale={intl.locale}
      defaultSort={{ columnId: 'no', direction: 'ascending' }}
      filters={
        <>
          <Select
            name="chapter-status"
            value={status}
            onChange={setStatus}
            label={intl.formatMessage(m.filterStatus)}
            options={[{ value: ALL, label: intl.formatMessage(m.filterAll) }, ...FILTERS.map((s) => ({ value: s, label: intl.formatMessage(workStatus[s]) }))]}
          />
          {data && shownCount !== undefined && <Text className={styles.count}>{intl.formatMessage(m.shownOf, { count: shownCount })}</Text>}
        </>
      }
      filterRow={matches}
      filterText={filter}
      onFilterTextChange={setFilter}
      dataMode={windowed ? 'server' : 'client'}
      total={windowed ? data?.total : undefined}
      onEndReached={windowed ? () => void loadMore() : undefined}
      filterLabel={intl.formatMessage(m.filterText)}
      filterClearLabel={intl.formatMessage(commonMessages.clearSearch)}
      filterPlaceholder={intl.formatMessage(m.filterPlaceholder)}
      virtualize={virtualize}
      maxHeight={560}
      defaultPageSize={virtualize ? undefined : 20}
      pageSizeOptions={[20, 50, 100]}
      paginationLabel={(from, to, total) => intl.formatMessage(l.range, { from, to, total })}
      previousPageLabel={intl.formatMessage(l.previous)}
      nextPageLabel={intl.formatMessage(l.next)}
      pageSizeLabel={intl.formatMessage(l.pageSize)}
      loading={isLoading && !data}
      loadingLabel={intl.formatMessage(m.chaptersLoading)}
      emptyState={
        status !== ALL || novel.chapter_count > 0 ? (
          <EmptyState icon={<SearchRegular />} title={intl.formatMessage(m.noMatch)} description={intl.formatMessage(m.noMatchBody)} headingLevel={3} />
        ) : (
          <EmptyState icon={<DocumentAddRegular />} title={intl.formatMessage(m.noChapters)} description={intl.formatMessage(m.noChaptersBody)} actions={write} headingLevel={3} />
        )
      }
    />
    </>
  );
}
