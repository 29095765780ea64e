import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';
import { useIntl, type IntlShape } from 'react-intl';
import type { Plan } from '../../../../domain/api/planner';

type Meter = Plan['buffer'];
type PlanPause = Plan['hiatuses'][number];
import { m } from '../messages';

/** The last day the server gives a hiatus announced without one: it lasts until the author withdraws it. */
const OPEN_END = '9999-12-31';

/** A plan's day (`YYYY-MM-DD`, already in the cadence's zone) as the author reads it: "Tue, Jan 12". */
export const planDay = (intl: IntlShape, day: string) => intl.formatDate(Date.parse(`${day}T00:00:00Z`), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

const useStyles = makeStyles({
  meter: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  low: { backgroundColor: tokens.colorStatusWarningBackground1, border: `1px solid ${tokens.colorStatusWarningBorder1}` },
  text: { display: 'flex', flexDirection: 'column' },
  pauses: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** How far the queue carries the novel: "12 chapters = 27 days, until Tue, Jan 12"; a warning when it runs dry within a week. */
export function BufferMeter({ buffer }: { buffer: Meter }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.meter, buffer.low && styles.low)} role="status" aria-label={intl.formatMessage(m.bufferTitle)}>
      {buffer.low && <WarningRegular aria-hidden />}
      <div className={styles.text}>
        <Text weight="semibold">
          {buffer.until ? intl.formatMessage(m.bufferMeter, { chapters: buffer.chapters, days: buffer.days, until: planDay(intl, buffer.until) }) : intl.formatMessage(m.bufferEmpty)}
        </Text>
        {buffer.low && <Text>{intl.formatMessage(m.bufferLow)}</Text>}
      </div>
    </div>
  );
}

/** The days nothing goes out: the author's rest and the hiatuses they announced. */
export function PlanPauses({ pause, hiatuses }: { pause: PlanPause | null; hiatuses: PlanPause[] }) {
  const intl = useIntl();
  const styles = useStyles();
  if (!pause && !hiatuses.length) return null;
  const range = (p: PlanPause) => ({ from: planDay(intl, p.from), to: planDay(intl, p.to) });
  return (
    <section aria-label={intl.formatMessage(m.pausesTitle)}>
      <Text weight="semibold">{intl.formatMessage(m.pausesTitle)}</Text>
      <ul className={styles.pauses}>
        {pause && <li>{intl.formatMessage(m.pauseRange, range(pause))}</li>}
        {hiatuses.map((h) => (
          <li key={`${h.from}-${h.to}`}>{intl.formatMessage(h.to >= OPEN_END ? m.hiatusOpen : m.hiatusRange, range(h))}</li>
        ))}
      </ul>
    </section>
  );
}
