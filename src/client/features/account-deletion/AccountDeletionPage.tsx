import * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { ErrorState, Notice, PageHeader, Panel, SkeletonText, useToast } from '@writers-center/design-system';
import { commonMessages } from '../../lib/common-messages';
import { failureText } from '../../lib/http-messages';
import { titles } from '../../lib/routes';
import { signedOut, useAppDispatch } from '../../session';
import { useDeletion } from './api/get-deletion';
import { undoDeletion } from './api/undo-deletion';
import { DeletionForm } from './components/DeletionForm';
import { PendingDeletion } from './components/PendingDeletion';
import { m } from './messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
});

/**
 * /account/delete: what deleting the account removes and keeps, the choice for the published works
 * and the password; while a deletion is pending (signing in within 14 days leads here), the undo.
 */
export default function AccountDeletionPage() {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const { data, error, mutate } = useDeletion();
  const [undoing, setUndoing] = React.useState(false);
  const [undone, setUndone] = React.useState(false);

  const undo = async () => {
    setUndoing(true);
    try {
      await mutate(await undoDeletion(), { revalidate: false });
      setUndone(true);
    } finally {
      setUndoing(false);
    }
  };
  // Scheduling ended every session, this one too: the author is signed out and told why.
  const scheduled = () => {
    toast({ intent: 'success', title: intl.formatMessage(m.signedOut) });
    dispatch(signedOut());
  };

  let body: React.ReactNode;
  if (error) body = <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} headingLevel={2} />;
  else if (!data) body = <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={4} />;
  else if (data.scheduled) body = <PendingDeletion deletion={data} undoing={undoing} onUndo={() => void undo()} />;
  else
    body = (
      <>
        {undone && (
          <Notice intent="success" role="status">
            {intl.formatMessage(m.undone)}
          </Notice>
        )}
        <DeletionForm onScheduled={scheduled} />
      </>
    );

  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage(titles.accountDelete)} />
      <Panel className={styles.panel}>{body}</Panel>
    </div>
  );
}
