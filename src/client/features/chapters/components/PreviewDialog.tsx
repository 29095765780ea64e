import * as React from 'react';
import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Dialog } from '@writers-center/design-system';
import { ReaderPreview } from '@writers-center/design-system/rich-text';
import type { ChapterDoc } from '../../../../domain/chapter-doc';
import { desk as d } from '../messages';

const useStyles = makeStyles({ surface: { maxWidth: 'min(880px, 96vw)', width: '100%' } });

export interface PreviewDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  doc: ChapterDoc;
  noteBefore: string | null;
  noteAfter: string | null;
  lang?: string;
}

/** The chapter as readers of the site will see it, with the notes that will go around it. */
export function PreviewDialog({ open, onClose, title, doc, noteBefore, noteAfter, lang }: PreviewDialogProps) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(d.preview)}</DialogTitle>
          <DialogContent>
            <ReaderPreview
              title={title}
              doc={doc}
              noteBefore={noteBefore}
              noteAfter={noteAfter}
              lang={lang}
              labels={{
                settings: intl.formatMessage(d.previewSettings),
                light: intl.formatMessage(d.light),
                dark: intl.formatMessage(d.dark),
                narrow: intl.formatMessage(d.narrow),
                wide: intl.formatMessage(d.wide),
                noteBefore: intl.formatMessage(d.noteBefore),
                noteAfter: intl.formatMessage(d.noteAfter),
              }}
            />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {intl.formatMessage(d.close)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export default PreviewDialog;
