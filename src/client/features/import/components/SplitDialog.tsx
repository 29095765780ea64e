import * as React from 'react';
import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Dialog, ErrorState, RadioGroup, SkeletonText } from '@writers-center/design-system';
import type { ImportParagraphs } from '../../../../domain/api/import';
import { failureText } from '../../../lib/http-messages';
import { countWords } from '../../../../domain/words';
import { importParagraphs } from '../api/get-import-paragraphs';
import { splitDialog as m } from '../messages';

const useStyles = makeStyles({ list: { maxHeight: '50vh', overflowY: 'auto' }, parts: { color: tokens.colorNeutralForeground2 } });

export interface SplitDialogProps {
  importId: string;
  /** the preview chapters merged in the chapter to split, in order, with their titles (a file's own title stays as a line) */
  parts: { index: number; title: string; titled: boolean }[];
  /** the section words are counted for */
  sectionId: number;
  title: string;
  /** the paragraph suggested, if any */
  suggested?: number;
  onSplit(at: number, wordsBefore: number): void;
  onClose(): void;
}

/** Chooses the paragraph a chapter is split before, from its paragraphs as the server read them. */
export function SplitDialog({ importId, parts, sectionId, title, suggested, onSplit, onClose }: SplitDialogProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [list, setList] = React.useState<ImportParagraphs['list'] | undefined>();
  const [error, setError] = React.useState<unknown>();
  const [at, setAt] = React.useState(String(suggested ?? 1));

  const key = parts.map((p) => p.index).join(',');
  const load = React.useCallback(() => {
    setError(undefined);
    // The blocks as the server merges them: a merged-in chapter's own title is a line before its text.
    Promise.all(parts.map((p) => importParagraphs(importId, p.index))).then(
      (answers) =>
        setList(answers.flatMap((r, i) => (i > 0 && parts[i].titled ? [{ text: parts[i].title, words: countWords(parts[i].title, sectionId) }, ...r.list] : r.list))),
      setError,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the parts
  }, [importId, key, sectionId]);
  React.useEffect(load, [load]);

  const chosen = Number(at);
  const before = list?.slice(0, chosen).reduce((sum, p) => sum + p.words, 0) ?? 0;
  const total = list?.reduce((sum, p) => sum + p.words, 0) ?? 0;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.title, { title })}</DialogTitle>
          <DialogContent>
            {error !== undefined && !list ? (
              <ErrorState title={intl.formatMessage(m.failed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(m.retry)} onRetry={load} />
            ) : !list ? (
              <SkeletonText label={intl.formatMessage(m.loading)} lines={6} />
            ) : (
              <>
                <div className={styles.list}>
                  <RadioGroup
                    name="split_at"
                    label={intl.formatMessage(m.hint)}
                    value={at}
                    onChange={setAt}
                    options={list.map((p, i) => ({ value: String(i), label: intl.formatMessage(m.paragraph, { n: i + 1, text: p.text }), disabled: i === 0 }))}
                  />
                </div>
                <p className={styles.parts} aria-live="polite">
                  {intl.formatMessage(m.parts, { before, after: total - before })}
                </p>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={!list || chosen < 1 || chosen >= list.length} onClick={() => onSplit(chosen, before)}>
              {intl.formatMessage(m.confirm)}
            </Button>
            <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
