import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { KeyedMutator } from 'swr';
import { useIntl, type IntlShape } from 'react-intl';
import { Notice, Panel } from '@writers-center/design-system';
import type { Plan } from '../../../../domain/api/planner';
import { commonMessages } from '../../../lib/common-messages';
import { ApiError } from '../../../lib/http';
import { failureText } from '../../../lib/http-messages';
import { draftsBeside, queueDraft } from '../queue-order';
import { useQueueSync, type QueueSyncState } from '../useQueueSync';
import { m } from '../messages';
import { DraftList } from './DraftList';
import { QueueList } from './QueueList';

const useStyles = makeStyles({
  board: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: tokens.spacingHorizontalL, '@media (max-width: 899px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  headingRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Why the queue was refused: the field's own message (a pinned date too late, say), else the failure's text. */
const refusalText = (intl: IntlShape, error: unknown) => (error instanceof ApiError ? Object.values(error.fields)[0] : undefined) ?? failureText(intl, error);

/** What happened to the queue's last change: on its way, kept here to send again, or refused. */
function SyncNotice({ state, onRetry }: { state: QueueSyncState; onRetry(): void }) {
  const intl = useIntl();
  if (state.kind === 'offline')
    return (
      <Notice intent="error" role="alert" actions={<Button onClick={onRetry}>{intl.formatMessage(commonMessages.retry)}</Button>}>
        {intl.formatMessage(m.offline)}
      </Notice>
    );
  if (state.kind === 'conflict')
    return (
      <Notice intent="warning" role="alert">
        {intl.formatMessage(m.conflict)}
      </Notice>
    );
  if (state.kind === 'refused')
    return (
      <Notice intent="error" role="alert">
        {intl.formatMessage(m.refused, { reason: refusalText(intl, state.error) })}
      </Notice>
    );
  return null;
}

/** The queue and the drafts side by side (stacked on a narrow screen); every change is sent at once. */
export function QueueBoard({ plan, mutate }: { plan: Plan; mutate: KeyedMutator<Plan> }) {
  const intl = useIntl();
  const styles = useStyles();
  const { queue, changed, state, change, retry } = useQueueSync(plan, mutate);
  const drafts = draftsBeside(plan.queue, plan.drafts, queue);
  return (
    <div className={styles.board}>
      <Panel className={styles.panel}>
        {/* The progress sits beside the heading, not in it: the heading's name stays "Queue". */}
        <div className={styles.headingRow}>
          <h2 className={styles.heading}>{intl.formatMessage(m.queueTitle)}</h2>
          {state.kind === 'saving' && <Spinner size="extra-tiny" label={intl.formatMessage(m.savingQueue)} />}
        </div>
        {/* Each notice is an alert: it is read out as it appears. */}
        <SyncNotice state={state} onRetry={retry} />
        <QueueList queue={queue} timeZone={plan.time_zone} replanning={changed} onChange={change} />
      </Panel>
      <Panel className={styles.panel}>
        <h2 className={styles.heading}>{intl.formatMessage(m.draftsTitle)}</h2>
        <DraftList drafts={drafts} onQueue={(draft) => change(queueDraft(queue, draft))} />
      </Panel>
    </div>
  );
}
