import * as React from 'react';
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { ErrorState, Panel, PanelHeader, SkeletonText } from '@writers-center/design-system';
import type { NovelSummary } from '../../../../domain/api/novels';
import { useNovels } from '../../../api/get-novels';
import { useWritingGoal } from '../../../components/writing-goal/api/get-writing-goal';
import { GoalProgress } from '../../../components/writing-goal/GoalProgress';
import { commonMessages } from '../../../lib/common-messages';
import { RouterLink } from '../../../lib/RouterLink';
import { nextChapterPath, plannerPath } from '../../../lib/routes';
import { writingGoals as m } from '../messages';

/** The novels the card looks at: the first page of the author's list, latest update first. */
const NOVELS = 100;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, margin: 0, padding: 0, listStyleType: 'none' },
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // A novel without a goal takes one line: its title, then the way to set one.
  short: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM },
  title: { margin: 0 },
  quiet: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** One novel: its goal's progress and streak, or a way to set one in its editor (the goal panel opens there). */
function NovelGoal({ novel }: { novel: NovelSummary }) {
  const intl = useIntl();
  const styles = useStyles();
  const { data, error } = useWritingGoal(novel.original_book_id);
  const editor = nextChapterPath(novel);
  // Each novel's release planner, from the dashboard as from its manage page.
  const planner = (
    <RouterLink to={plannerPath(novel.original_book_id)} aria-label={intl.formatMessage(m.plannerFor, { title: novel.title })}>
      {intl.formatMessage(m.planner)}
    </RouterLink>
  );
  return (
    <li className={mergeClasses(styles.row, data && !data.period && styles.short)} aria-label={novel.title} data-testid={`goal-${novel.original_book_id}`}>
      <Text weight="semibold" as="h3" className={styles.title}>
        {novel.title}
      </Text>
      {error && !data ? (
        <Text className={styles.muted}>{intl.formatMessage(m.rowFailed)}</Text>
      ) : !data ? (
        <SkeletonText label={intl.formatMessage(m.loading)} lines={1} />
      ) : data.period ? (
        <>
          <GoalProgress goal={data} />
          <span className={styles.quiet}>
            <RouterLink to={editor} aria-label={intl.formatMessage(m.openFor, { title: novel.title })}>
              {intl.formatMessage(m.open)}
            </RouterLink>
            {planner}
          </span>
        </>
      ) : (
        <span className={styles.quiet}>
          <Text className={styles.muted}>{intl.formatMessage(m.noGoal)}</Text>
          <RouterLink to={`${editor}?goal`} aria-label={intl.formatMessage(m.setFor, { title: novel.title })}>
            {intl.formatMessage(m.set)}
          </RouterLink>
          {planner}
        </span>
      )}
    </li>
  );
}

/**
 * Each novel's writing goal: typed words this period against the goal, words that came in whole
 * apart, the streak; a novel without a goal links to its editor, where the goal panel opens. An
 * author without novels sees no card.
 */
export function WritingGoalsCard() {
  const intl = useIntl();
  const styles = useStyles();
  const { data, error, mutate } = useNovels(1, NOVELS);
  if (data && data.list.length === 0) return null;
  return (
    <Panel>
      <PanelHeader header={<Text weight="semibold" as="h2">{intl.formatMessage(m.title)}</Text>} />
      {error && !data ? (
        <ErrorState title={intl.formatMessage(m.loadFailed)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} />
      ) : !data ? (
        <SkeletonText label={intl.formatMessage(m.loading)} lines={3} />
      ) : (
        <ul className={styles.list}>
          {data.list.map((novel) => (
            <NovelGoal key={novel.original_book_id} novel={novel} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

export default React.memo(WritingGoalsCard);
