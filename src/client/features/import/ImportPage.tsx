import * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorState, PageHeader, SkeletonText } from '@writers-center/design-system';
import type { ImportPreview } from '../../../domain/api/import';
import { failureText } from '../../lib/http-messages';
import { titles } from '../../lib/routes';
import { idFromText } from '../../../domain/ids';
import { useNovels } from '../../api/get-novels';
import { list as l } from '../../components/novel/messages';
import { PreviewStep } from './components/PreviewStep';
import { UploadForm, type Target } from './components/UploadForm';
import { initialItems, type EditItem } from './edit-list';
import { useImportConfirm } from './useImportConfirm';
import { preview as m, upload as u } from './messages';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
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
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const presetBook = idFromText(params.get('book'));
  const novels = useNovels(1, 100);
  const [previewed, setPreviewed] = React.useState<Previewed | null>(null);
  const [items, setItems] = React.useState<EditItem[]>([]);
  const { confirm, sending, failure, setFailure } = useImportConfirm(previewed?.preview, items);

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

  return (
    <div className={styles.stack}>
      {header}
      {previewed ? (
        <PreviewStep
          preview={previewed.preview}
          fileName={previewed.fileName}
          target={previewed.target}
          items={items}
          onChange={setItems}
          failure={failure}
          sending={sending}
          confirm={confirm}
          onStartOver={startOver}
          onOpened={(id) => navigate(`/mywork/manageworks/${id}`)}
        />
      ) : (
        <UploadForm
          novels={novels.data.list}
          bookId={presetBook}
          onPreview={(preview, target, fileName) => {
            setPreviewed({ preview, target, fileName });
            setItems(initialItems(preview));
          }}
        />
      )}
    </div>
  );
}
