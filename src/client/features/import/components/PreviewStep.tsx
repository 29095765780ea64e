import * as React from 'react';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, DocumentArrowUpRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { EmptyState, Notice } from '@writers-center/design-system';
import type { ImportPreview } from '../../../../domain/api/import';
import type { NovelInput } from '../../../../domain/schemas/novel';
import { NovelForm } from '../../../components/novel/NovelForm';
import type { ConfirmTarget } from '../api/confirm-import';
import { rowsOf, type EditItem } from '../edit-list';
import type { ImportFailure } from '../useImportConfirm';
import { ConfirmFailure } from './ConfirmFailure';
import { PreviewList } from './PreviewList';
import type { Target } from './UploadForm';
import { preview as m } from '../messages';

const useStyles = makeStyles({
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** A read manuscript's chapters, to edit, then add to the chosen novel or to a new one created with them. */
export function PreviewStep({
  preview,
  fileName,
  target,
  items,
  onChange,
  failure,
  sending,
  confirm,
  onStartOver,
  onOpened,
}: {
  preview: ImportPreview;
  fileName: string;
  target: Target;
  items: EditItem[];
  onChange(items: EditItem[]): void;
  failure: ImportFailure | null;
  sending: boolean;
  confirm(target: ConfirmTarget): Promise<number>;
  onStartOver(): void;
  onOpened(id: number): void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const count = rowsOf(preview, items).length;
  return (
    <>
      <h2 className={styles.heading}>{intl.formatMessage(m.heading, { count, file: fileName })}</h2>
      <Notice intent="info">{intl.formatMessage(m.hint, preview.words_per_chapter)}</Notice>
      {count === 0 ? (
        <EmptyState
          title={intl.formatMessage(m.empty)}
          icon={<DocumentArrowUpRegular />}
          headingLevel={3}
          actions={<Button onClick={onStartOver}>{intl.formatMessage(m.startOver)}</Button>}
        />
      ) : (
        <PreviewList preview={preview} items={items} onChange={onChange} />
      )}
      {failure && <ConfirmFailure failure={failure} onStartOver={onStartOver} />}
      {count > 0 && target.kind === 'existing' && (
        <div className={styles.actions}>
          {/* Focusable while it sends: the focus stays on it, and the page where the author is. */}
          <Button
            appearance="primary"
            disabledFocusable={sending}
            icon={sending ? <Spinner size="tiny" /> : undefined}
            onClick={() => void confirm({ bookId: target.bookId }).then(onOpened, () => undefined)}
          >
            {intl.formatMessage(m.confirm, { count })}
          </Button>
          <Button icon={<ArrowLeftRegular />} onClick={onStartOver}>
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
            onSaved={onOpened}
            onCancel={onStartOver}
          />
        </>
      )}
    </>
  );
}
