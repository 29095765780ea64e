import * as React from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { MegaphoneRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageHeader, Panel, SkeletonText } from '@writers-center/design-system';
import { idFromText } from '../../../domain/ids';
import { commonMessages } from '../../lib/common-messages';
import { PageFailure } from '../../lib/PageFailure';
import { LinkButton } from '../../lib/LinkButton';
import { announcementsPath, titles } from '../../lib/routes';
import { usePlan } from './api/get-plan';
import { BufferMeter, PlanPauses } from './components/BufferMeter';
import { CadenceForm } from './components/CadenceForm';
import { QueueBoard } from './components/QueueBoard';
import { m } from './messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '760px' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/** /mywork/planner/{original_book_id}: a novel's cadence, its buffer, and its queue of chapters beside the drafts. */
export default function PlannerPage() {
  const intl = useIntl();
  const styles = useStyles();
  const id = idFromText(useParams().original_book_id);
  const { data: plan, error, mutate } = usePlan(id);
  // The platform-time hints read the clock once per visit: a slot's next date does not move while the page is open.
  const now = React.useMemo(() => new Date(), []);
  const back = id ? `/mywork/manageworks/${id}` : '/mywork';
  const header = <PageHeader title={intl.formatMessage(titles.releasePlanner)} backHref={back} backLabel={intl.formatMessage(m.back)} />;

  if (!id || (error && !plan)) {
    return (
      <PageFailure
        error={id ? error : undefined}
        missingTitle={intl.formatMessage(m.notFound)}
        failedTitle={intl.formatMessage(m.loadFailed)}
        backHref={back}
        backLabel={intl.formatMessage(m.back)}
        onRetry={() => void mutate()}
      />
    );
  }
  return (
    <div className={styles.page}>
      {header}
      <Text className={styles.intro}>{intl.formatMessage(m.intro)}</Text>
      {!plan ? (
        <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={6} />
      ) : (
        <>
          <BufferMeter buffer={plan.buffer} />
          {/* The queue is what an author comes back to; the cadence is set once and changed rarely. */}
          <QueueBoard plan={plan} mutate={mutate} />
          <Panel className={styles.panel}>
            <h2 className={styles.heading}>{intl.formatMessage(m.cadenceTitle)}</h2>
            <PlanPauses pause={plan.pause} hiatuses={plan.hiatuses} />
            {/* A hiatus is announced to readers, not set here: the announcement pauses the queue for its days. */}
            <div>
              <LinkButton icon={<MegaphoneRegular />} href={announcementsPath(plan.original_book_id, 'hiatus')}>
                {intl.formatMessage(m.announce)}
              </LinkButton>
            </div>
            <CadenceForm plan={plan} mutate={mutate} now={now} />
          </Panel>
        </>
      )}
    </div>
  );
}
