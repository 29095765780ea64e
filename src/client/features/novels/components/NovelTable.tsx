import * as React from 'react';
import { useIntl } from 'react-intl';
import { DataTable, type DataTableColumn } from '@writers-center/design-system';
import type { NovelSummary } from '../../../../domain/api/novels';
import type { PageOf } from '../../../../domain/api/common';
import { formatDateTime } from '../../../lib/dates';
import { ReviewBadge, WorkBadge } from '../../../lib/status';
import { form as f } from '../../../components/novel/messages';
import { NovelCover } from './NovelCover';
import { NovelRowActions } from './NovelRowActions';
import { NovelTitleCell } from './NovelTitleCell';
import { list as m } from '../messages';

export const PAGE_SIZES = [10, 20, 50] as const;

/** The author's novels, a page at a time: each with its state, figures and next steps (manage, edit, write, delete a draft). */
export function NovelTable({
  data,
  loading,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  onDelete,
}: {
  data: PageOf<NovelSummary> | undefined;
  loading: boolean;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange(size: number): void;
  onDelete(novel: NovelSummary): void;
}) {
  const intl = useIntl();

  // On a narrow window the figures the manage page also shows give way (lowest priority first),
  // so the status and the row's actions stay in view without scrolling sideways.
  const columns: DataTableColumn<NovelSummary>[] = [
    {
      id: 'cover',
      header: intl.formatMessage(m.cover),
      width: 72,
      priority: 4,
      cell: (n) => (
        <NovelCover
          url={n.cover_url}
          alt={intl.formatMessage(f.coverAlt, { title: n.title })}
          emptyLabel={intl.formatMessage(m.noCover)}
        />
      ),
    },
    { id: 'novel', header: intl.formatMessage(m.novel), minWidth: 180, cell: (n) => <NovelTitleCell novel={n} /> },
    { id: 'status', header: intl.formatMessage(m.status), width: 160, cell: (n) => <WorkBadge status={n.status} /> },
    {
      id: 'review',
      header: intl.formatMessage(m.review),
      width: 170,
      priority: 5,
      cell: (n) => <ReviewBadge status={n.review_status} />,
    },
    {
      id: 'words',
      header: intl.formatMessage(m.words),
      width: 100,
      priority: 1,
      align: 'end',
      cell: (n) => intl.formatNumber(n.word_count),
    },
    {
      id: 'chapters',
      header: intl.formatMessage(m.chapters),
      width: 90,
      priority: 2,
      align: 'end',
      cell: (n) => intl.formatNumber(n.chapter_count),
    },
    {
      id: 'updated',
      header: intl.formatMessage(m.updated),
      width: 170,
      priority: 3,
      cell: (n) => <time dateTime={n.last_update_at}>{formatDateTime(n.last_update_at)}</time>,
    },
    {
      id: 'actions',
      header: intl.formatMessage(m.actions),
      width: 150,
      cell: (n) => <NovelRowActions novel={n} onDelete={onDelete} />,
    },
  ];

  return (
    <DataTable<NovelSummary>
      label={intl.formatMessage(m.table)}
      columns={columns}
      rows={data?.list ?? []}
      getRowId={(n) => String(n.original_book_id)}
      dataMode="server"
      total={data?.total ?? 0}
      page={page}
      onPageChange={onPageChange}
      pageSize={pageSize}
      pageSizeOptions={PAGE_SIZES}
      onPageSizeChange={onPageSizeChange}
      paginationLabel={(from, to, total) => intl.formatMessage(m.range, { from, to, total })}
      previousPageLabel={intl.formatMessage(m.previous)}
      nextPageLabel={intl.formatMessage(m.next)}
      pageSizeLabel={intl.formatMessage(m.pageSize)}
      loading={loading}
      loadingLabel={intl.formatMessage(m.loading)}
      locale={intl.locale}
    />
  );
}
