import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import { formatMoney } from '../../../../domain/money';
import type { ProgramAtRisk } from '../../../../domain/api/planner';
import { RouterLink } from '../../../lib/RouterLink';
import { WELFARE_PATH, plannerPath } from '../../../lib/routes';
import { useLowBuffers } from '../api/get-low-buffers';
import { bufferWarning as messages } from '../messages';

/** A calendar day in no zone, written out ("Tuesday, January 12"), so no abbreviation's dot meets the sentence's. */
const longDay = (intl: ReturnType<typeof useIntl>, day: string) => intl.formatDate(Date.parse(`${day}T00:00:00Z`), { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

const useStyles = makeStyles({ body: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS } });

/** What a program at risk is called and what breaks it, in the author's language. */
function riskText(intl: ReturnType<typeof useIntl>, risk: ProgramAtRisk) {
  const name = { named: risk.name ? 'yes' : 'no', program: risk.name ?? '' };
  const values = { ...name, day: longDay(intl, risk.breaks_on), amount: formatMoney(risk.amount, intl.locale) };
  return risk.kind === 'full_attendance'
    ? { title: intl.formatMessage(messages.attendanceTitle, name), body: intl.formatMessage(messages.attendanceBody, { ...values, words: risk.min_words }) }
    : { title: intl.formatMessage(messages.milestoneTitle, name), body: intl.formatMessage(messages.milestoneBody, { ...values, short: risk.short_words }) };
}

/**
 * A warning for each novel whose release queue runs dry within a week, or is empty while its cadence
 * has times, leading to its planner; and for each welfare program the queues would break within the
 * week, by name, with the day and what it would cost. Nothing shows while it loads or when it cannot
 * be read: the notices the planner sends say the same.
 */
export function BufferWarnings() {
  const intl = useIntl();
  const styles = useStyles();
  const { data } = useLowBuffers();
  if (!data?.list.length && !data?.at_risk?.length) return null;
  return (
    <>
      {data.list.map(({ original_book_id, title, buffer }) => (
        <Notice key={original_book_id} intent="warning" layout="multiline" title={intl.formatMessage(messages.title, { title })}>
          <span className={styles.body}>
            {buffer.until ? intl.formatMessage(messages.runsDry, { chapters: buffer.chapters, until: longDay(intl, buffer.until) }) : intl.formatMessage(messages.empty)}
            <RouterLink to={plannerPath(original_book_id)}>{intl.formatMessage(messages.open)}</RouterLink>
          </span>
        </Notice>
      ))}
      {(data.at_risk ?? []).map((risk) => {
        const text = riskText(intl, risk);
        return (
          <Notice key={`program-${risk.program_id}`} intent="warning" layout="multiline" title={text.title}>
            <span className={styles.body}>
              {text.body}
              <RouterLink to={WELFARE_PATH}>{intl.formatMessage(messages.programs)}</RouterLink>
            </span>
          </Notice>
        );
      })}
    </>
  );
}
