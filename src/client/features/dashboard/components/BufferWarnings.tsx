import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import { RouterLink } from '../../../lib/RouterLink';
import { plannerPath } from '../../../lib/routes';
import { useLowBuffers } from '../api/get-low-buffers';
import { bufferWarning as messages } from '../messages';

/** The day a buffer runs dry on ("Tuesday, January 12": written out, so no abbreviation's dot meets the sentence's), a calendar day in no zone. */
const dryDay = (intl: ReturnType<typeof useIntl>, day: string) => intl.formatDate(Date.parse(`${day}T00:00:00Z`), { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

const useStyles = makeStyles({ body: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS } });

/**
 * A warning for each novel whose release queue runs dry within a week, or is empty while its cadence
 * has times, leading to its planner. Nothing shows while it loads or when it cannot be read: the
 * notice the planner sends says the same.
 */
export function BufferWarnings() {
  const intl = useIntl();
  const styles = useStyles();
  const { data } = useLowBuffers();
  if (!data?.list.length) return null;
  return (
    <>
      {data.list.map(({ original_book_id, title, buffer }) => (
        <Notice
          key={original_book_id}
          intent="warning"
          layout="multiline"
          title={intl.formatMessage(messages.title, { title })}
        >
          <span className={styles.body}>
            {buffer.until ? intl.formatMessage(messages.runsDry, { chapters: buffer.chapters, until: dryDay(intl, buffer.until) }) : intl.formatMessage(messages.empty)}
            <RouterLink to={plannerPath(original_book_id)}>{intl.formatMessage(messages.open)}</RouterLink>
          </span>
        </Notice>
      ))}
    </>
  );
}
