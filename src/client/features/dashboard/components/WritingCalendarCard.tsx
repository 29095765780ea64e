import * as React from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import dayjs from 'dayjs';
import { CalendarHeatMap, ErrorState, Panel, PanelHeader, SkeletonText, StatCard, StatGrid, type HeatMapDay } from '@writers-center/design-system';
import { commonMessages } from '../../../lib/common-messages';
import { useWritingCalendar } from '../api/get-writing-calendar';
import { calendar as c } from '../messages';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, overflowX: 'auto' },
});

const MONTHS_BACK = 6;
const DAYS_AHEAD = 30;

/**
 * Words written and chapters released per day, streaks and the releases ahead, in the author's own days.
 * Memoised: the dashboard renders again as the author's profile and session settle, and the
 * calendar's 200 labelled days need not follow it each time.
 */
export const WritingCalendarCard = React.memo(function WritingCalendarCard() {
  const intl = useIntl();
  const styles = useStyles();
  const query = React.useMemo(() => {
    const today = dayjs();
    return {
      from: today.subtract(MONTHS_BACK, 'month').format('YYYY-MM-DD'),
      to: today.add(DAYS_AHEAD, 'day').format('YYYY-MM-DD'),
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    };
  }, []);
  const { data, error, mutate } = useWritingCalendar(query);

  const days = React.useMemo<HeatMapDay[]>(() => {
    if (!data) return [];
    const scheduled = new Map(data.scheduled.map((s) => [s.date, s.chapters]));
    const written: HeatMapDay[] = data.days.map((d) => ({ date: d.date, value: d.words, extra: d.chapters }));
    const ahead: HeatMapDay[] = data.scheduled.filter((s) => !data.days.some((d) => d.date === s.date)).map((s) => ({ date: s.date, value: 0, scheduled: true, extra: s.chapters }));
    return [...written.map((d) => (scheduled.has(d.date) ? { ...d, scheduled: true } : d)), ...ahead];
  }, [data]);

  return (
    <Panel>
      <PanelHeader header={<Text weight="semibold" as="h2">{intl.formatMessage(c.title)}</Text>} />
      <div className={styles.body}>
        {error && !data ? (
          <ErrorState title={intl.formatMessage(c.loadFailed)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} />
        ) : !data ? (
          <SkeletonText label={intl.formatMessage(c.loading)} lines={5} />
        ) : (
          <>
            <StatGrid>
              <StatCard label={intl.formatMessage(c.streak)} value={intl.formatMessage(c.streakValue, { count: data.streak.current })} />
              <StatCard label={intl.formatMessage(c.longest)} value={intl.formatMessage(c.streakValue, { count: data.streak.longest })} />
              <StatCard label={intl.formatMessage(c.total)} value={intl.formatNumber(data.total_words)} />
              <StatCard label={intl.formatMessage(c.upcoming)} value={intl.formatNumber(data.scheduled.reduce((n, s) => n + s.chapters, 0))} />
            </StatGrid>
            <CalendarHeatMap
              days={days}
              start={data.from}
              end={data.to}
              label={intl.formatMessage(c.label)}
              locale={intl.locale}
              lessLabel={intl.formatMessage(c.less)}
              moreLabel={intl.formatMessage(c.more)}
              scheduledLabel={intl.formatMessage(c.scheduled)}
              dayLabel={(d) =>
                d.scheduled && !d.value
                  ? intl.formatMessage(c.scheduledDay, { date: intl.formatDate(d.date, { dateStyle: 'medium', timeZone: 'UTC' }), chapters: Number(d.extra ?? 0) })
                  : intl.formatMessage(c.day, { date: intl.formatDate(d.date, { dateStyle: 'medium', timeZone: 'UTC' }), words: d.value, chapters: Number(d.extra ?? 0) })
              }
            />
          </>
        )}
      </div>
    </Panel>
  );
});
