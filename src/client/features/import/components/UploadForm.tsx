import * as React from 'react';
import { Button, Field, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DocumentRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { Notice, RadioGroup, Select } from '@writers-center/design-system';
import type { ImportPreview } from '../../../../domain/api/import';
import type { NovelSummary } from '../../../../domain/api/novels';
import { IMPORT_LIMITS, type SplitMarker, type SplitMode } from '../../../../domain/manuscript-import';
import { failureText } from '../../../lib/http-messages';
import { previewImport } from '../api/preview-import';
import { upload as m } from '../messages';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  picker: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  hidden: { display: 'none' },
});

const formatMegabytes = (bytes: number) => Math.max(0.1, Math.round((bytes / 1024 / 1024) * 10) / 10);

/** The file types the importer reads; the server reads the real format from the bytes. */
const ACCEPT = '.docx,.epub,.md,.markdown,.html,.htm,.txt,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/epub+zip,text/markdown,text/html,text/plain';

export type Target = { kind: 'existing'; bookId: number } | { kind: 'new' };
type SplitChoice = 'headings' | 'chapter' | '***';
const rule = (choice: SplitChoice): { split: SplitMode; marker: SplitMarker } => (choice === 'headings' ? { split: 'headings', marker: 'chapter' } : { split: 'marker', marker: choice });

export interface UploadFormProps {
  novels: readonly NovelSummary[];
  /** the novel to preselect (from its manage page) */
  bookId?: number;
  onPreview(preview: ImportPreview, target: Target, fileName: string): void;
}

/** Where to import, how chapters are found, and the file: sent with its progress shown, read by the server. */
export function UploadForm({ novels, bookId, onPreview }: UploadFormProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [kind, setKind] = React.useState<'existing' | 'new'>(novels.length ? 'existing' : 'new');
  const [book, setBook] = React.useState(String(bookId ?? novels[0]?.original_book_id ?? ''));
  const [split, setSplit] = React.useState<SplitChoice>('headings');
  const [file, setFile] = React.useState<File | null>(null);
  const [progress, setProgress] = React.useState<number | undefined>();
  const [error, setError] = React.useState<string | undefined>();
  const abort = React.useRef<AbortController | null>(null);
  const input = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => () => abort.current?.abort(), []);

  const tooLarge = file !== null && file.size > IMPORT_LIMITS.maxBytes;
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file || tooLarge) return;
    const target: Target = kind === 'existing' && book ? { kind: 'existing', bookId: Number(book) } : { kind: 'new' };
    abort.current = new AbortController();
    setError(undefined);
    setProgress(0);
    try {
      const preview = await previewImport(file, { ...rule(split), bookId: target.kind === 'existing' ? target.bookId : undefined, onProgress: setProgress, signal: abort.current.signal });
      onPreview(preview, target, file.name);
    } catch (err) {
      if ((err as Error).name !== 'AbortError') setError(failureText(intl, err));
    } finally {
      setProgress(undefined);
    }
  };

  const busy = progress !== undefined;
  return (
    <form className={styles.form} onSubmit={(e) => void send(e)} noValidate>
      <p>{intl.formatMessage(m.intro)}</p>
      <RadioGroup
        name="target"
        label={intl.formatMessage(m.target)}
        value={kind}
        onChange={(v) => setKind(v as 'existing' | 'new')}
        disabled={busy}
        options={[
          { value: 'existing', label: intl.formatMessage(m.existing), disabled: !novels.length },
          { value: 'new', label: intl.formatMessage(m.newNovel) },
        ]}
        hint={novels.length ? undefined : intl.formatMessage(m.noNovels)}
      />
      {kind === 'existing' && novels.length > 0 && (
        <Select name="book" label={intl.formatMessage(m.novel)} value={book} onChange={setBook} disabled={busy} options={novels.map((n) => ({ value: String(n.original_book_id), label: n.title }))} />
      )}
      <RadioGroup
        name="split"
        label={intl.formatMessage(m.split)}
        value={split}
        onChange={(v) => setSplit(v as SplitChoice)}
        disabled={busy}
        options={[
          { value: 'headings', label: intl.formatMessage(m.splitHeadings) },
          { value: 'chapter', label: intl.formatMessage(m.splitChapter) },
          { value: '***', label: intl.formatMessage(m.splitStars) },
        ]}
      />
      <Field
        label={intl.formatMessage(m.file)}
        validationState={tooLarge ? 'error' : 'none'}
        validationMessage={tooLarge ? intl.formatMessage(m.tooLarge, { max: IMPORT_LIMITS.maxBytes / 1024 / 1024 }) : undefined}
      >
        <div className={styles.picker}>
          {/* The browser's own control speaks the browser's language: a button in the portal's opens it. */}
          <input
            ref={input}
            type="file"
            name="file"
            className={styles.hidden}
            tabIndex={-1}
            aria-hidden
            accept={ACCEPT}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError(undefined);
            }}
          />
          <Button type="button" icon={<DocumentRegular />} disabled={busy} onClick={() => input.current?.click()}>
            {intl.formatMessage(m.pick)}
          </Button>
          <span aria-live="polite">{file ? intl.formatMessage(m.picked, { name: file.name, size: formatMegabytes(file.size) }) : intl.formatMessage(m.nonePicked)}</span>
        </div>
      </Field>
      {error && (
        <Notice intent="error" title={intl.formatMessage(m.failed)}>
          {error}
        </Notice>
      )}
      {busy && (
        <Field validationMessage={progress < 1 ? intl.formatMessage(m.uploading, { percent: progress }) : intl.formatMessage(m.reading)} validationState="none">
          <ProgressBar value={progress < 1 ? progress : undefined} thickness="large" aria-label={intl.formatMessage(m.reading)} />
        </Field>
      )}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" icon={<ArrowUploadRegular />} disabled={!file || tooLarge || busy}>
          {intl.formatMessage(m.choose)}
        </Button>
        {busy && (
          <Button type="button" onClick={() => abort.current?.abort()}>
            {intl.formatMessage(m.cancel)}
          </Button>
        )}
      </div>
    </form>
  );
}
