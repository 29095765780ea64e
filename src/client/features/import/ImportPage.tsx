import * as React from 'react';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, DocumentArrowUpRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { EmptyState, ErrorState, Notice, PageHeader, SkeletonText, useToast } from '@writers-center/design-system';
import type { ImportPreview } from '../../../domain/api/import';
import { ApiCode } from '../../../domain/errors';
import type { NovelInput } from '../../../domain/schemas/novel';
import { ApiError } from '../../lib/http';
import { failureText } from '../../lib/http-messages';
import { titles } from '../../lib/routes';
import { idFromText } from '../../../domain/ids';
import { NovelForm, novelListMessages as l, useNovels } from '../novels';
import { confirmImport, type ConfirmTarget } from './api/import-api';
import { PreviewList } from './components/PreviewList';
import { UploadForm, type Target } from './components/UploadForm';
import { confirmItems, initialItems, rowsOf, type EditItem } from './edit-list';
import { preview as m, upload as u } from './messages';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

interface Previewed {
  preview: ImportPreview;
  target: Target;
  fileName: string;
}

/** /mywork/import[?book=id]: a manuscript read into chapters, checked and edited, then added as drafts. */
export default function ImportPage() {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate: revalidate } = useSWRConfig();
  const [params] = useSearchParams();
  const presetBook = idFromText(params.get('book'));
  const novels = useNovels(1, 100);
  const [previewed, setPreviewed] = React.useState<Previewed | null>(null);
  const [items, setItems] = React.useState<EditItem[]>([]);
  const [failure, setFailure] = React.useState<{ text: string; expired: boolean } | null>(null);
  const [sending, setSending] = React.useState(false);
  // The failure shows above the buttons, which it pushes down: it is brought into view, whole, also
  // once the notice's own code is in and it takes its final height.
  const failureRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const shown = failureRef.current;
    if (!failure || !shown) return;
    const reveal = () => shown.scrollIntoView?.({ block: 'nearest' });
    reveal();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(reveal);
    observer.observe(shown);
    return () => observer.disconnect();
  }, [failure]);

  const header = <PageHeader title={intl.formatMessage(titles.importChapters)} backHref={presetBook ? `/mywork/manageworks/${presetBook}` : '/mywork'} backLabel={intl.formatMessage(l.title)} />;
  if (novels.error && !novels.data) {
    return (
      <div className={styles.stack}>
        {header}
        <ErrorState title={intl.formatMessage(u.failed)} description={failureText(intl, novels.error)} retryLabel={intl.formatMessage(m.startOver)} onRetry={() => void novels.mutate()} />
      </div>
    );
  }
  if (!novels.data) {
    return (
      <div className={styles.stack}>
        {header}
        <SkeletonText label={intl.formatMessage(u.loading)} lines={6} />
      </div>
    );
  }

  const startOver = () => {
    setPreviewed(null);
    setItems([]);
    setFailure(null);
  };

  /** Sends the edited list; a new novel is created in the same request. Answers the novel's id. */
  const confirm = async (target: ConfirmTarget): Promise<number> => {
    if (!previewed) throw new Error('nothing previewed');
    setSending(true);
    setFailure(null);
    try {
      const done = await confirmImport(previewed.preview.import_id, target, confirmItems(items));
      toast({ intent: 'success', title: intl.formatMessage(m.confirmed, { count: done.chapters.length }) });
      void revalidate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/v1/writeCenter.'));
      return done.original_book_id;
    } catch (err) {
      const expired = err instanceof ApiError && err.code === ApiCode.NotFound && !('bookId' in target);
      setFailure({ text: err instanceof ApiError && err.code === ApiCode.NotFound && 'bookId' in target ? failureText(intl, err) : expired ? intl.formatMessage(m.expired) : failureText(intl, err), expired });
      throw err;
    } finally {
      setSending(false);
    }
  };
  const opened = (id: number) => navigate(`/mywork/manageworks/${id}`);

  if (!previewed) {
    return (
      <div className={styles.stack}>
        {header}
        <UploadForm
          novels={novels.data.list}
          bookId={presetBook}
          onPreview={(preview, target, fileName) => {
            setPreviewed({ preview, target, fileName });
            setItems(initialItems(preview));
          }}
        />
      </div>
    );
  }

  const { preview, target } = previewed;
  const count = rowsOf(preview, items).length;
  return (
    <div className={styles.stack}>
      {header}
      <h2 className={styles.heading}>{intl.formatMessage(m.heading, { count, file: previewed.fileName })}</h2>
      <Notice intent="info">{intl.formatMessage(m.hint, preview.words_per_chapter)}</Notice>
      {count === 0 ? (
        <EmptyState
          title={intl.formatMessage(m.empty)}
          icon={<DocumentArrowUpRegular />}
          headingLevel={3}
          actions={<Button onClick={startOver}>{intl.formatMessage(m.startOver)}</Button>}
        />
      ) : (
        <PreviewList preview={preview} items={items} onChange={setItems} />
      )}
      {failure && (
        <div ref={failureRef}>
          <Notice
            intent="error"
            title={intl.formatMessage(m.confirmFailed)}
            actions={failure.expired ? <Button onClick={startOver}>{intl.formatMessage(m.startOver)}</Button> : undefined}
          >
            {failure.text}
          </Notice>
        </div>
      )}
      {count > 0 && target.kind === 'existing' && (
        <div className={styles.actions}>
          {/* Focusable while it sends: the focus stays on it, and the page where the author is. */}
          <Button
            appearance="primary"
            disabledFocusable={sending}
            icon={sending ? <Spinner size="tiny" /> : undefined}
            onClick={() => void confirm({ bookId: target.bookId }).then(opened, () => undefined)}
          >
            {intl.formatMessage(m.confirm, { count })}
          </Button>
          <Button icon={<ArrowLeftRegular />} onClick={startOver}>
            {intl.formatMessage(m.startOver)}
          </Button>
        </div>
      )}
      {count > 0 && target.kind === 'new' && (
        <>
          <h2 className={styles.heading}>{intl.formatMessage(m.newNovelHeading)}</h2>
          <NovelForm
            mode="create"
            submitLabel={intl.formatMessage(m.createAndImport, { count })}
            create={(input: NovelInput) => confirm({ book: input })}
            onSaved={opened}
            onCancel={startOver}
          />
        </>
      )}
    </div>
  );
}
