import * as React from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  CheckmarkCircleRegular,
  DocumentSignatureRegular,
  DocumentAddRegular,
  DocumentArrowUpRegular,
  EditRegular,
  ArrowSyncRegular,
  CalendarClockRegular,
} from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Notice, ConfirmDialog, PageHeader, SkeletonStatGrid, useToast } from '@writers-center/design-system';
import { idFromText } from '../../../domain/ids';
import { canTransition, type WorkStatus } from '../../../domain/novel';
import { ReviewBadge, WorkBadge } from '../../lib/status';
import { setNovelStatus } from '../../api/set-novel-status';
import { useNovel } from '../../api/get-novel';
import { form as f, list as l } from '../../components/novel/messages';
import { NovelFacts } from './components/NovelFacts';
import { manage as m } from './messages';
import { nextChapterPath, plannerPath } from '../../lib/routes';
import { ChapterTable } from './components/ChapterTable';
import { LinkButton } from '../../lib/LinkButton';
import { PageFailure } from '../../lib/PageFailure';
import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

const own = defineMessages({
  contract: { id: 'chapter.manage.contract', defaultMessage: 'Contract' },
  importChapters: { id: 'chapter.manage.importChapters', defaultMessage: 'Import chapters' },
  planner: { id: 'chapter.manage.planner', defaultMessage: 'Release planner' },
});

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** /mywork/manageworks/{original_book_id}: a novel's facts, state, next steps and chapters. */
export default function ManageWorkPage() {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const id = idFromText(useParams().original_book_id);
  const { data: novel, error, mutate } = useNovel(id);
  const [finishing, setFinishing] = React.useState(false);

  if (!id || (error && !novel)) {
    return (
      <PageFailure
        error={id ? error : undefined}
        missingTitle={intl.formatMessage(m.notFound)}
        failedTitle={intl.formatMessage(m.loadFailed)}
        backHref="/mywork"
        backLabel={intl.formatMessage(m.back)}
        onRetry={() => void mutate()}
      />
    );
  }
  if (!novel) return <SkeletonStatGrid label={intl.formatMessage(f.loading)} count={7} />;

  const status = novel.status as WorkStatus;
  const changeStatus = async (to: 'finished' | 'updating') => {
    await setNovelStatus(novel.original_book_id, to);
    toast({ intent: 'success', title: intl.formatMessage(m.statusChanged) });
    await mutate();
  };
  const actions = (
    <>
      <LinkButton appearance="primary" icon={<DocumentAddRegular />} href={nextChapterPath(novel)}>
        {intl.formatMessage(m.write)}
      </LinkButton>
      <LinkButton icon={<DocumentArrowUpRegular />} href={`/mywork/import?book=${novel.original_book_id}`}>
        {intl.formatMessage(own.importChapters)}
      </LinkButton>
      <LinkButton icon={<CalendarClockRegular />} href={plannerPath(novel.original_book_id)}>
        {intl.formatMessage(own.planner)}
      </LinkButton>
      <LinkButton icon={<EditRegular />} href={`/mywork/editbook/${novel.original_book_id}/${novel.section_id}/1`}>
        {intl.formatMessage(m.edit)}
      </LinkButton>
      <LinkButton icon={<DocumentSignatureRegular />} href={`/signing?original_book_id=${novel.original_book_id}`}>
        {intl.formatMessage(own.contract)}
      </LinkButton>
      {canTransition(status, 'finished') && status !== 'draft' && (
        <Button icon={<CheckmarkCircleRegular />} onClick={() => setFinishing(true)}>
          {intl.formatMessage(m.finish)}
        </Button>
      )}
      {status === 'finished' && (
        <Button icon={<ArrowSyncRegular />} onClick={() => void changeStatus('updating').catch(() => undefined)}>
          {intl.formatMessage(m.resume)}
        </Button>
      )}
    </>
  );

  return (
    <div className={styles.stack}>
      <PageHeader
        title={novel.title}
        description={novel.name || undefined}
        backHref="/mywork"
        backLabel={intl.formatMessage(l.title)}
        actions={actions}
        meta={[
          { key: 'status', label: intl.formatMessage(m.status), value: <WorkBadge status={novel.status} /> },
          { key: 'review', label: intl.formatMessage(m.review), value: <ReviewBadge status={novel.review_status} /> },
          ...(novel.contest
            ? [{ key: 'contest', value: intl.formatMessage(l.contestTag, { contest: novel.contest.name }) }]
            : []),
        ]}
      />
      {novel.review_status === 'rejected' && novel.reject_reason && (
        <Notice intent="warning">{intl.formatMessage(f.rejected, { reason: novel.reject_reason })}</Notice>
      )}
      <NovelFacts novel={novel} />
      <section aria-labelledby="chapters-heading" className={styles.stack}>
        <h2 id="chapters-heading" className={styles.heading}>
          {intl.formatMessage(m.chapterList)}
        </h2>
        <ChapterTable novel={novel} writePath={nextChapterPath(novel)} />
      </section>
      <ConfirmDialog
        open={finishing}
        onOpenChange={setFinishing}
        title={intl.formatMessage(m.finishTitle, { title: novel.title })}
        message={intl.formatMessage(m.finishBody)}
        confirmLabel={intl.formatMessage(m.finish)}
        focusCancel
        cancelLabel={intl.formatMessage(f.cancel)}
        onConfirm={() => changeStatus('finished')}
      />
    </div>
  );
}
