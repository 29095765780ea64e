import * as React from 'react';
import { Button, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { ConfirmDialog, EmptyState, ErrorState, SkeletonText, useToast } from '@writers-center/design-system';
import { commonMessages } from '../../../lib/common-messages';
import { failureText } from '../../../lib/http-messages';
import { useSessions } from '../api/get-sessions';
import { revokeSessions } from '../api/revoke-sessions';
import { m } from '../messages';
import { SessionRow } from './SessionRow';

/** The country database's maker, a name in every language. */
const PLACE_SOURCE = 'DB-IP';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { color: tokens.colorNeutralForeground2 },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  source: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

/**
 * The sessions signed in to the account, the most recently used first: sign out one (at once: it
 * takes only a sign-in to undo) or, after a question, every other one.
 */
export function SessionsSection() {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const { data, error, mutate } = useSessions();
  const [busy, setBusy] = React.useState<number | 'others'>();
  const [confirming, setConfirming] = React.useState(false);

  const signOut = async (which: { id: number } | { others: true }) => {
    setBusy('id' in which ? which.id : 'others');
    try {
      const { signed_out } = await revokeSessions(which);
      toast({ intent: 'success', title: intl.formatMessage(m.signedOut, { count: signed_out }) });
    } finally {
      setBusy(undefined);
      // Whatever happened (a session may have ended meanwhile), the list shows what is live now.
      await mutate();
    }
  };

  if (error)
    return (
      <ErrorState title={intl.formatMessage(m.sessionsFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} headingLevel={3} />
    );
  if (!data) return <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={3} />;
  if (!data.list.length) return <EmptyState title={intl.formatMessage(m.sessionsEmpty)} headingLevel={3} />;
  const others = data.list.filter((s) => !s.current).length;
  return (
    <div className={styles.section}>
      <Text className={styles.intro}>{intl.formatMessage(m.sessionsIntro)}</Text>
      <ul className={styles.list} aria-label={intl.formatMessage(m.sessionsList)}>
        {data.list.map((session) => (
          <SessionRow key={session.id} session={session} busy={busy !== undefined} onSignOut={() => void signOut({ id: session.id }).catch(() => undefined)} />
        ))}
      </ul>
      <Text size={200} className={styles.source}>
        {intl.formatMessage(m.placeSource, {
          // The country database's licence (CC BY 4.0) asks for this credit wherever its results show.
          source: (
            <Link href="https://db-ip.com" target="_blank" rel="noreferrer">
              {PLACE_SOURCE}
            </Link>
          ),
        })}
      </Text>
      <div className={styles.actions}>
        {others > 0 ? (
          <Button icon={<SignOutRegular />} disabled={busy !== undefined} onClick={() => setConfirming(true)}>
            {intl.formatMessage(m.signOutOthers)}
          </Button>
        ) : (
          <Text>{intl.formatMessage(m.onlyThisDevice)}</Text>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(m.confirmOthersTitle)}
        message={intl.formatMessage(m.confirmOthersBody)}
        confirmLabel={intl.formatMessage(m.confirmOthers)}
        cancelLabel={intl.formatMessage(m.cancel)}
        onConfirm={() => signOut({ others: true })}
      />
    </div>
  );
}
