import { ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import type { WritingGoal } from '../../../domain/api/planner';
import { goal as m } from './messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  reached: { color: tokens.colorPaletteGreenForeground1 },
  added: { color: tokens.colorNeutralForeground2 },
  streaks: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  streak: { display: 'flex', gap: tokens.spacingHorizontalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

/** "620 of 1,000 words today" (or "this week"): this period's typed words against the goal. */
export const progressText = (intl: IntlShape, goal: WritingGoal) =>
  intl.formatMessage(goal.period === 'week' ? m.progressWeek : m.progressDay, { typed: goal.current.typed, goal: goal.words });

/** A run of periods: days for a daily goal, weeks for a weekly one. */
export const streakText = (intl: IntlShape, goal: WritingGoal, count: number) => intl.formatMessage(goal.period === 'week' ? m.weeks : m.days, { count });

/**
 * A goal's progress this period: typed words against the goal, the words that came in whole (imports,
 * long pastes, restores) apart and never toward it, and the streak. Only for a novel that has a goal.
 */
export function GoalProgress({ goal }: { goal: WritingGoal }) {
  const intl = useIntl();
  const styles = useStyles();
  const text = progressText(intl, goal);
  const reached = goal.words > 0 && goal.current.typed >= goal.words;
  return (
    <div className={styles.root}>
      <div className={styles.line}>
        <Text weight="semibold" data-testid="goal-progress">
          {text}
        </Text>
        {reached && <Text className={styles.reached}>{intl.formatMessage(m.reached)}</Text>}
      </div>
      <ProgressBar value={Math.min(goal.current.typed, goal.words)} max={Math.max(goal.words, 1)} thickness="large" color={reached ? 'success' : 'brand'} aria-label={text} />
      {goal.current.added > 0 && (
        <Text size={200} className={styles.added} data-testid="goal-added">
          {intl.formatMessage(m.added, { added: goal.current.added })}
        </Text>
      )}
      <dl className={styles.streaks}>
        <div className={styles.streak}>
          <dt className={styles.term}>{intl.formatMessage(m.streak)}</dt>
          <dd className={styles.value} data-testid="goal-streak">
            {streakText(intl, goal, goal.streak.current)}
          </dd>
        </div>
        <div className={styles.streak}>
          <dt className={styles.term}>{intl.formatMessage(m.longest)}</dt>
          <dd className={styles.value}>{streakText(intl, goal, goal.streak.longest)}</dd>
        </div>
      </dl>
    </div>
  );
}
