import * as React from 'react';
import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import type { WritingGoal } from '../../../domain/api/planner';
import { goal as m } from './messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  strip: { display: 'grid', gridTemplateColumns: 'repeat(28, minmax(6px, 1fr))', gap: '2px', margin: 0, padding: 0, listStyleType: 'none', maxWidth: '420px' },
  day: {
    height: '20px',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground5,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (forced-colors: active)': { border: '1px solid CanvasText' },
  },
  typed: { backgroundColor: tokens.colorBrandBackground2, border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}` },
  met: { backgroundColor: tokens.colorBrandBackground, border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandBackground}`, '@media (forced-colors: active)': { backgroundColor: 'Highlight' } },
  // Words that came in whole show as a mark of their own: they never colour the day as written.
  added: { backgroundImage: `repeating-linear-gradient(135deg, transparent 0 3px, ${tokens.colorNeutralStroke1} 3px 4px)` },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  table: { borderCollapse: 'collapse', '& th, & td': { textAlign: 'start', paddingBlock: tokens.spacingVerticalXXS, paddingInline: tokens.spacingHorizontalS, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` } },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

/** A calendar day in no zone ("Mon, Dec 7"): the server has already counted it in the goal's zone. */
const dayName = (intl: IntlShape, date: string) => intl.formatDate(Date.parse(`${date}T00:00:00Z`), { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

/**
 * The last 28 days, oldest first: a strip whose every day says its words in text (typed, added),
 * or the same as a table for whoever prefers to read numbers.
 */
export function GoalDays({ goal }: { goal: WritingGoal }) {
  const intl = useIntl();
  const styles = useStyles();
  const [table, setTable] = React.useState(false);
  const heading = intl.formatMessage(m.recent);
  // A daily goal marks the days that reached it; a weekly goal has no per-day bar to reach.
  const dailyGoal = goal.period === 'day' ? goal.words : 0;
  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <Text weight="semibold" id={`goal-days-${goal.original_book_id}`}>
          {heading}
        </Text>
        <Button size="small" appearance="subtle" onClick={() => setTable((t) => !t)}>
          {intl.formatMessage(table ? m.showStrip : m.showTable)}
        </Button>
      </div>
      {table ? (
        <table className={styles.table} aria-labelledby={`goal-days-${goal.original_book_id}`}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.date)}</th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage(m.typed)}
              </th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage(m.addedColumn)}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...goal.days].reverse().map((d) => (
              <tr key={d.date}>
                <th scope="row">{dayName(intl, d.date)}</th>
                <td className={styles.number}>{intl.formatNumber(d.typed)}</td>
                <td className={styles.number}>{intl.formatNumber(d.added)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ol className={styles.strip} aria-labelledby={`goal-days-${goal.original_book_id}`}>
          {goal.days.map((d) => {
            const label = intl.formatMessage(m.day, { date: dayName(intl, d.date), typed: d.typed, added: d.added });
            return (
              <li key={d.date} title={label} className={mergeClasses(styles.day, d.typed > 0 && styles.typed, dailyGoal > 0 && d.typed >= dailyGoal && styles.met, d.added > 0 && styles.added)}>
                <span className={styles.hidden}>{label}</span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
