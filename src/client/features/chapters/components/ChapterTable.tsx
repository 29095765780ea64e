import * as React from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentAddRegular, SearchRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { DataTable, EmptyState, ErrorState, Select } from '@writers-center/design-system';
import type { ChapterSummary } from '../../../../domain/api/chapters';
import type { NovelDetail } from '../../../../domain/api/novels';
import { commonMessages } from '../../../lib/common-messages';
import { workStatus } from '../../../lib/status';
import { ALL, matches, useChapterList } from '../useChapterList';
import { chapterColumns } from './chapter-columns';
import { FirstPaidDialog } from './FirstPaidDialog';
import { manage as m } from '../messages';
import { form as f, list as l } from '../../../components/novel/messages';
import { LinkButton } from '../../../lib/LinkButton';

const FILTERS = ['released', 'scheduled', 'draft', 'updated', 'deleted'] as const;

const useStyles = makeStyles({
  count: { color: tokens.colorNeutralForeground3 },
});

/** The novel's chapters: filtered by status, searchable, virtualised when there are thousands. */
export function ChapterTable({ novel, writePath }: { novel: NovelDetail; writePath: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const [paying, setPaying] = React.useState<ChapterSummary>();
  const { status, setStatus, filter, setFilter, data, rows, loadMore, error, isLoading, mutate, windowed, virtualize, shownCount } = useChapterList(novel.original_book_id);
  const columns = chapterColumns(intl, setPaying);
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
