import * as React from 'react';
import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, BookAddRegular, TrophyRegular, DeleteRegular, EditRegular, SettingsRegular, TextBulletListAddRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ActionsMenu, ConfirmDialog, DataTable, EmptyState, ErrorState, PageHeader, useToast, type DataTableColumn } from '@writers-center/design-system';
import type { NovelSummary } from '../../../domain/api/novels';
import { formatDateTime } from '../../lib/dates';
import { ReviewBadge, WorkBadge } from '../../lib/status';
import { useLinkNavigation } from '../layout';
import { useNovels } from './api/get-novels';
import { deleteNovel } from './api/novel-actions';
import { NovelCover } from './components/NovelCover';
import { form as f, list as m } from './messages';
import { LinkButton } from '../../lib/LinkButton';

const PAGE_SIZES = [10, 20, 50] as const;

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  novel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  sub: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

import { nextChapterPath } from './paths';

/** /mywork: the author's novels, their state and the next step for each. */
export default function MyWorksPage() {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const navigate = useNavigate();
  const onNavigate = useLinkNavigation();
  const [page, setPage] = React.useState(1);
  const [pageSize, setPageSize] = React.useState<number>(PAGE_SIZES[0]);
  const { data, error, isLoading, mutate } = useNovels(page, pageSize);
  const [deleting, setDeleting] = React.useState<NovelSummary | null>(null);
  const link = (href: string) => ({ href, onClick: (e: React.MouseEvent<HTMLAnchorElement>) => onNavigate({ href }, e) });

  // On a narrow window the figures the manage page also shows give way (lowest priority first),
  // so the status and the row's actions stay in view without scrolling sideways.
  const columns: DataTableColumn<NovelSummary>[] = [
    {
      id: 'cover',
      header: intl.formatMessage(m.cover),
      width: 72,
      priority: 4,
      cell: (n) => <NovelCover url={n.cover_url} alt={intl.formatMessage(f.coverAlt, { title: n.title })} emptyLabel={intl.formatMessage(m.noCover)} />,
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
            {[intl.formatMessage(m.novelNo, { no: n.novel_no }), n.name, n.contest ? intl.formatMessage(m.contestTag, { contest: n.contest.name }) : ''].filter(Boolean).join(' · ')}
          </Text>
        </div>
      ),
    },
    { id: 'status', header: intl.formatMessage(m.status), width: 160, cell: (n) => <WorkBadge status={n.status} /> },
    { id: 'review', header: intl.formatMessage(m.review), width: 170, priority: 5, cell: (n) => <ReviewBadge status={n.review_status} /> },
    { id: 'words', header: intl.formatMessage(m.words), width: 100, priority: 1, align: 'end', cell: (n) => intl.formatNumber(n.word_count) },
    { id: 'chapters', header: intl.formatMessage(m.chapters), width: 90, priority: 2, align: 'end', cell: (n) => intl.formatNumber(n.chapter_count) },
    { id: 'updated', header: intl.formatMessage(m.updated), width: 170, priority: 3, cell: (n) => <time dateTime={n.last_update_at}>{formatDateTime(n.last_update_at)}</time> },
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
              { key: 'edit', label: intl.formatMessage(m.edit), icon: <EditRegular />, onSelect: () => navigate(`/mywork/editbook/${n.original_book_id}/${n.section_id}/1`) },
              { key: 'write', label: intl.formatMessage(m.write), icon: <TextBulletListAddRegular />, onSelect: () => navigate(nextChapterPath(n)) },
              ...(n.status === 'draft' ? [{ key: 'delete', label: intl.formatMessage(m.delete), icon: <DeleteRegular />, onSelect: () => setDeleting(n) }] : []),
            ]}
          />
        </div>
      ),
    },
  ];

  const create = (
    <LinkButton appearance="primary" icon={<AddRegular />} href="/addbook">
      {intl.formatMessage(m.create)}
    </LinkButton>
  );
  // The side menu's "Contests" is the platform's external page: the portal's own contest list is reached from here.
  const contests = (
    <LinkButton icon={<TrophyRegular />} href="/authorContest">
      {intl.formatMessage(m.contests)}
    </LinkButton>
  );

  return (
    <div className={styles.stack}>
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} actions={
          <>
            {contests}
            {data?.total ? create : null}
          </>
        }
      />
      {error && !data ? (
        <ErrorState title={intl.formatMessage(m.loadFailed)} retryLabel={intl.formatMessage(f.retry)} onRetry={() => void mutate()} />
      ) : data && data.total === 0 ? (
        <EmptyState icon={<BookAddRegular />} title={intl.formatMessage(m.emptyTitle)} description={intl.formatMessage(m.emptyBody)} actions={create} headingLevel={2} />
      ) : (
        <DataTable<NovelSummary>
          label={intl.formatMessage(m.table)}
          columns={columns}
          rows={data?.list ?? []}
          getRowId={(n) => String(n.original_book_id)}
          dataMode="server"
          total={data?.total ?? 0}
          page={page}
          onPageChange={setPage}
          pageSize={pageSize}
          pageSizeOptions={PAGE_SIZES}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          paginationLabel={(from, to, total) => intl.formatMessage(m.range, { from, to, total })}
          previousPageLabel={intl.formatMessage(m.previous)}
          nextPageLabel={intl.formatMessage(m.next)}
          pageSizeLabel={intl.formatMessage(m.pageSize)}
          loading={isLoading && !data}
          loadingLabel={intl.formatMessage(m.loading)}
          locale={intl.locale}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        intent="danger"
        title={deleting ? intl.formatMessage(m.deleteTitle, { title: deleting.title }) : ''}
        message={intl.formatMessage(m.deleteBody)}
        confirmLabel={intl.formatMessage(m.deleteConfirm)}
        cancelLabel={intl.formatMessage(f.cancel)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteNovel(deleting.original_book_id);
          toast({ intent: 'success', title: intl.formatMessage(m.deleted) });
          await mutate();
        }}
      />
    </div>
  );
}
