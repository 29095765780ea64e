import * as React from 'react';
import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, SettingsRegular, TextBulletListAddRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ActionsMenu, DataTable, type DataTableColumn } from '@writers-center/design-system';
import type { NovelSummary } from '../../../../domain/api/novels';
import type { PageOf } from '../../../../domain/api/common';
import { formatDateTime } from '../../../lib/dates';
import { nextChapterPath } from '../../../lib/routes';
import { ReviewBadge, WorkBadge } from '../../../lib/status';
import { useLinkNavigation } from '../../../lib/useLinkNavigation';
import { LinkButton } from '../../../lib/LinkButton';
import { form as f } from '../../../components/novel/messages';
import { NovelCover } from './NovelCover';
import { list as m } from '../messages';

export const PAGE_SIZES = [10, 20, 50] as const;

const useStyles = makeStyles({
  novel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  sub: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

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
  const styles = useStyles();
  const navigate = useNavigate();
  const onNavigate = useLinkNavigation();
  const link = (href: string) => ({ href, onClick: (e: React.MouseEvent<HTMLAnchorElement>) => onNavigate({ href }, e) });

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
    {
      id: 'novel',
      header: intl.formatMessage(m.novel),
      minWidth: 180,
      cell: (n) => (
        <div className={styles.novel}>
          <Link {...link(`/mywork/manageworks/${n.original_book_id}`)}>
            <Text weight="semibold">{n.title}</Text>
          </Link>
          <Text size={200} className={styles.sub}>
            {[
              intl.formatMessage(m.novelNo, { no: n.novel_no }),
              n.name,
              n.contest ? intl.formatMessage(m.contestTag, { contest: n.contest.name }) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
      ),
    },
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
      cell: (n) => (
        <div className={styles.actions}>
          <LinkButton size="small" icon={<SettingsRegular />} href={`/mywork/manageworks/${n.original_book_id}`}>
            {intl.formatMessage(m.manage)}
          </LinkButton>
          <ActionsMenu
            label={intl.formatMessage(m.moreActions, { title: n.title })}
            items={[
              {
                key: 'edit',
                label: intl.formatMessage(m.edit),
                icon: <EditRegular />,
                onSelect: () => navigate(`/mywork/editbook/${n.original_book_id}/${n.section_id}/1`),
              },
              {
                key: 'write',
                label: intl.formatMessage(m.write),
                icon: <TextBulletListAddRegular />,
                onSelect: () => navigate(nextChapterPath(n)),
              },
              ...(n.status === 'draft'
                ? [{ key: 'delete', label: intl.formatMessage(m.delete), icon: <DeleteRegular />, onSelect: () => onDelete(n) }]
                : []),
            ]}
          />
        </div>
      ),
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
