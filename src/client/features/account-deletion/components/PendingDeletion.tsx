import * as React from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import type { DeletionState } from '../../../../domain/api/account-lifecycle';
import { m } from '../messages';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  undo: { alignSelf: 'flex-start' },
});

export interface PendingDeletionProps {
  deletion: DeletionState;
  undoing: boolean;
  onUndo(): void;
}

/** A deletion waiting to be completed: when it was asked for, until when it can be undone, and the undo. */
export function PendingDeletion({ deletion, undoing, onUndo }: PendingDeletionProps) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.box}>
      <Notice intent="warning" title={intl.formatMessage(m.scheduledTitle)}>
        {intl.formatMessage(m.scheduledBody, { requested: Date.parse(deletion.requested_at ?? ''), until: Date.parse(deletion.undo_until ?? ''), due: Date.parse(deletion.due_at ?? '') })}
      </Notice>
      <Text>{intl.formatMessage(m.scheduledWorks, { works: deletion.published_works ?? 'keep' })}</Text>
      <Button className={styles.undo} appearance="primary" disabled={undoing} icon={undoing ? <Spinner size="tiny" /> : undefined} onClick={onUndo}>
        {intl.formatMessage(undoing ? m.undoing : m.undo)}
      </Button>
    </div>
  );
}
