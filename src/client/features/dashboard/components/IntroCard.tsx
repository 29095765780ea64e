import * as React from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { Notice, ErrorState, Panel, PanelHeader, SkeletonText, StatusBadge } from '@writers-center/design-system';
import { useIntro } from '../api/get-intro';
import { intro as m } from '../messages';
import { REVIEW_BADGE as BADGE, reviewStatus } from '../../../lib/status';
import { commonMessages } from '../../../lib/common-messages';

// Only when editing: its form, rules and fields load when first opened.
const IntroDialog = React.lazy(() => import('./IntroDialog').then((m) => ({ default: m.IntroDialog })));

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  label: { color: tokens.colorNeutralForeground2, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/** The author intro: what readers see, and the latest version with its review state and the editor's reason. */
export function IntroCard() {
  const intl = useIntl();
  const styles = useStyles();
  const { data, error, mutate } = useIntro();
  const [editing, setEditing] = React.useState(false);

  let body: React.ReactNode;
  if (error) body = <ErrorState title={intl.formatMessage(m.loadFailed)} onRetry={() => void mutate()} retryLabel={intl.formatMessage(commonMessages.retry)} headingLevel={3} />;
  else if (!data) body = <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={4} />;
  else {
    const latest = data.latest;
    const showLatest = latest && latest.status !== 'passed';
    body = (
      <div className={styles.body}>
        {data.approved ? (
          <section aria-label={intl.formatMessage(m.shown)}>
            <Text className={styles.label} as="h3" size={200}>
              {intl.formatMessage(m.shown)}
              <StatusBadge family="review" status="passed" label={intl.formatMessage(reviewStatus.passed)} size="small" />
            </Text>
            <p className={styles.text}>{data.approved.text}</p>
          </section>
        ) : (
          !showLatest && <Text>{intl.formatMessage(m.none)}</Text>
        )}
        {showLatest && (
          <section aria-label={intl.formatMessage(m.latest)}>
            <Text className={styles.label} as="h3" size={200}>
              {intl.formatMessage(m.latest)}
              <StatusBadge family="review" status={BADGE[latest.status]} label={intl.formatMessage(reviewStatus[latest.status])} size="small" />
            </Text>
            <p className={styles.text}>{latest.text}</p>
            {latest.status === 'rejected' && latest.reason && (
              <Notice intent="error">{intl.formatMessage(m.rejectedReason, { reason: latest.reason })}</Notice>
            )}
            {latest.status === 'vetting_failed' && (
              <Notice intent="warning">{intl.formatMessage(m.vettingFailed, {
                    kind: intl.formatMessage(m[`contact_${latest.reason === 'email' || latest.reason === 'phone' ? latest.reason : 'url'}`]),
                  })}</Notice>
            )}
          </section>
        )}
      </div>
    );
  }

  return (
    <Panel>
      <PanelHeader
        header={
          <Text as="h2" weight="semibold" size={500}>
            {intl.formatMessage(m.title)}
          </Text>
        }
        action={
          data ? (
            <Button icon={<EditRegular />} onClick={() => setEditing(true)}>
              {intl.formatMessage(data.latest ? m.edit : m.write)}
            </Button>
          ) : undefined
        }
      />
      {body}
      {editing && data && (
        <React.Suspense fallback={null}>
          <IntroDialog initial={data.latest?.text ?? data.approved?.text ?? ''} open={editing} onOpenChange={setEditing} onSent={() => void mutate()} />
        </React.Suspense>
      )}
    </Panel>
  );
}
