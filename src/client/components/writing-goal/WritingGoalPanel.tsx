import * as React from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, SkeletonText } from '@writers-center/design-system';
import { commonMessages } from '../../lib/common-messages';
import { useWritingGoal } from './api/get-writing-goal';
import { GoalDays } from './GoalDays';
import { GoalForm } from './GoalForm';
import { GoalProgress } from './GoalProgress';
import { goal as m } from './messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', ':empty': { display: 'none' } },
  change: { marginInlineStart: 'auto' },
});

/**
 * A novel's writing goal: its progress this period, the streak and the last 28 days, and the form
 * that sets or changes it. Loading, no goal yet (an invitation to set one) and a failed look-up
 * (with a retry) each have their own state. Untitled where its frame names it already (a dialog's title).
 */
export function WritingGoalPanel({ bookId, headingLevel = 2, titled = true }: { bookId: number; headingLevel?: 2 | 3; titled?: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  const { data, error, mutate, isValidating } = useWritingGoal(bookId);
  const [editing, setEditing] = React.useState(false);
  const heading = intl.formatMessage(m.title);
  const onSaved = async (saved: Parameters<typeof mutate>[0]) => {
    await mutate(saved, { revalidate: false });
    setEditing(false);
  };

  if (error && !data) {
    return <ErrorState title={intl.formatMessage(m.loadFailed)} headingLevel={headingLevel} retryLabel={intl.formatMessage(commonMessages.retry)} retrying={isValidating} onRetry={() => void mutate()} />;
  }
  if (!data) return <SkeletonText label={intl.formatMessage(m.loading)} lines={4} />;

  if (!data.period && !editing) {
    return (
      <EmptyState
        title={intl.formatMessage(m.emptyTitle)}
        description={intl.formatMessage(m.emptyBody)}
        headingLevel={headingLevel}
        actions={
          <Button appearance="primary" onClick={() => setEditing(true)}>
            {intl.formatMessage(m.set)}
          </Button>
        }
      />
    );
  }

  return (
    <section className={styles.root} aria-label={heading}>
      <div className={styles.head}>
        {titled && (
          <Text as={headingLevel === 2 ? 'h2' : 'h3'} weight="semibold" size={400}>
            {heading}
          </Text>
        )}
        {!editing && (
          <Button className={styles.change} onClick={() => setEditing(true)}>
            {intl.formatMessage(m.change)}
          </Button>
        )}
      </div>
      {editing ? (
        <GoalForm bookId={bookId} goal={data} onSaved={onSaved} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <GoalProgress goal={data} />
          <GoalDays goal={data} />
        </>
      )}
    </section>
  );
}
