import * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, BookAddRegular, TrophyRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { ConfirmDialog, EmptyState, ErrorState, PageHeader, useToast } from '@writers-center/design-system';
import type { NovelSummary } from '../../../domain/api/novels';
import { useNovels } from '../../api/get-novels';
import { deleteNovel } from './api/delete-novel';
import { NovelTable, PAGE_SIZES } from './components/NovelTable';
import { form as f } from '../../components/novel/messages';
import { list as m } from './messages';
import { LinkButton } from '../../lib/LinkButton';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** /mywork: the author's novels, their state and the next step for each. */
export default function MyWorksPage() {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const [page, setPage] = React.useState(1);
  const [pageSize, setPageSize] = React.useState<number>(PAGE_SIZES[0]);
  const { data, error, isLoading, mutate } = useNovels(page, pageSize);
  const [deleting, setDeleting] = React.useState<NovelSummary | null>(null);

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
        <NovelTable
          data={data}
          loading={isLoading && !data}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          onDelete={setDeleting}
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
