import * as React from 'react';
import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, ProgressBar, makeStyles, useRestoreFocusTarget } from '@fluentui/react-components';
import { TargetArrowRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Dialog } from '@writers-center/design-system';
import { useWritingGoal } from '../../../components/writing-goal/api/get-writing-goal';
import { WritingGoalPanel } from '../../../components/writing-goal/WritingGoalPanel';
import { goal as g, goalIndicator as m } from '../../../components/writing-goal/messages';

const useStyles = makeStyles({
  label: { display: 'inline-flex', flexDirection: 'column', alignItems: 'stretch', gap: '2px' },
  bar: { minWidth: '5rem' },
  surface: { maxWidth: 'min(560px, 96vw)', width: '100%' },
});

/**
 * The novel's writing goal at a glance beside the desk's tools ("Goal: 620 / 1,000" over a bar),
 * opening the goal panel. It follows each save: the save queue refreshes the goal after it. The
 * dashboard's "set a goal" link opens it at once (`?goal`).
 */
export function GoalIndicator({ bookId }: { bookId: number }) {
  const intl = useIntl();
  const styles = useStyles();
  const restoreFocus = useRestoreFocusTarget();
  const location = useLocation();
  const [open, setOpen] = React.useState(() => new URLSearchParams(location.search).has('goal'));
  const { data } = useWritingGoal(bookId);
  const hasGoal = !!data?.period;
  const label = hasGoal ? intl.formatMessage(m.progress, { typed: data.current.typed, goal: data.words }) : intl.formatMessage(m.none);
  return (
    <>
      <Button {...restoreFocus} icon={<TargetArrowRegular />} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="goal-indicator">
        <span className={styles.label}>
          <span>{label}</span>
          {hasGoal && <ProgressBar className={styles.bar} value={Math.min(data.current.typed, data.words)} max={Math.max(data.words, 1)} color={data.current.typed >= data.words ? 'success' : 'brand'} aria-hidden />}
        </span>
      </Button>
      <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>{intl.formatMessage(g.title)}</DialogTitle>
            <DialogContent>
              <WritingGoalPanel bookId={bookId} headingLevel={3} titled={false} />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{intl.formatMessage(m.close)}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
