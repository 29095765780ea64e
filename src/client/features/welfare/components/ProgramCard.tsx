import * as React from 'react';
import { Button, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import { Notice, CalendarHeatMap, Panel, PanelHeader, useToast } from '@writers-center/design-system';
import type { WelfareProgramWire } from '../../../../domain/api/welfare';
import { daysOfMonth } from '../../../../domain/welfare';
import { formatMoney } from '../../../../domain/money';
import { ProgramName } from '../../../components/welfare/ProgramName';
import { programRule } from '../../../components/welfare/program-words';
import { applyWelfare } from '../api/apply-welfare';
import { m } from '../messages';
import { ClaimStatus } from './ClaimStatus';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground2 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  figure: { fontVariantNumeric: 'tabular-nums' },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  works: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
});

export const monthLabel = (intl: IntlShape, month: string) => intl.formatDate(`${month}-15T12:00:00Z`, { year: 'numeric', month: 'long', timeZone: 'UTC' });

/** One program: its rule in plain words, the zone whose days count, live progress and what can be applied for. */
export function ProgramCard({ program: p, now, onChanged }: { program: WelfareProgramWire; now: string; onChanged(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const [busy, setBusy] = React.useState(false);
  const apply = async (body: { period?: string; original_book_id?: number }) => {
    setBusy(true);
    try {
      await applyWelfare({ program_id: p.id, ...body });
      toast({ intent: 'success', title: intl.formatMessage(m.applied) });
      onChanged();
    } catch {
      // the request layer has told the author why
    } finally {
      setBusy(false);
    }
  };
  const headingId = `welfare-program-${p.id}`;
  return (
    <Panel className={styles.card} aria-labelledby={headingId}>
      <PanelHeader
        header={<ProgramName program={p} as="h2" id={headingId} />}
      />
      <Text>{programRule(intl, p)}</Text>
      <Text className={styles.muted} size={200}>
        {intl.formatMessage(m.zone, {
          zone: p.time_zone,
          platform: intl.formatDate(now, { timeZone: p.time_zone, dateStyle: 'medium', timeStyle: 'short' }),
          local: intl.formatDate(now, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </Text>
      {p.kind !== 'completion' && (
        <Text weight="semibold" className={styles.figure} data-testid={`projected-${p.id}`}>
          {intl.formatMessage(m.projected, { amount: formatMoney(p.projected, intl.locale) })}
        </Text>
      )}
      {p.attendance && <Attendance program={p} />}
      {p.milestone && (
        <div className={styles.stack}>
          <ProgressBar value={Math.min(1, p.milestone.words / Math.max(1, p.milestone_words ?? 1))} thickness="large" aria-label={intl.formatMessage(m.wordsThisMonth, { words: p.milestone.words, target: p.milestone_words ?? 0 })} />
          <Text className={styles.figure} data-testid={`milestone-${p.id}`}>
            {intl.formatMessage(m.wordsThisMonth, { words: p.milestone.words, target: p.milestone_words ?? 0 })}
          </Text>
          <Text className={styles.muted}>{p.milestone.remaining > 0 ? intl.formatMessage(m.wordsRemaining, { words: p.milestone.remaining }) : intl.formatMessage(m.reached)}</Text>
        </div>
      )}
      {p.previous && (
        <div className={styles.row}>
          <Text>
            {intl.formatMessage(m.previous, { month: monthLabel(intl, p.previous.month), result: intl.formatMessage(p.previous.qualified ? m.previousQualified : m.previousNot) })}
          </Text>
          {p.previous.claim ? (
            <ClaimStatus status={p.previous.claim.status} />
          ) : (
            p.needs_application &&
            p.previous.qualified && (
              <Button appearance="primary" disabled={busy} onClick={() => void apply({ period: p.previous!.month })}>
                {intl.formatMessage(m.applyFor, { month: monthLabel(intl, p.previous.month) })}
              </Button>
            )
          )}
        </div>
      )}
      {p.works &&
        (p.works.length === 0 ? (
          <Text className={styles.muted}>{intl.formatMessage(m.noWorks)}</Text>
        ) : (
          <ul className={styles.works}>
            {p.works.map((w) => (
              <li key={w.original_book_id} className={styles.row}>
                <Text weight="semibold">{w.title}</Text>
                <Text className={styles.muted}>{intl.formatMessage(m.workWords, { words: w.words })}</Text>
                {w.claim ? (
                  <ClaimStatus status={w.claim.status} />
                ) : w.eligible ? (
                  <Button appearance="primary" size="small" disabled={busy} onClick={() => void apply({ original_book_id: w.original_book_id })}>
                    {intl.formatMessage(m.applyWork, { title: w.title })}
                  </Button>
                ) : (
                  <Text className={styles.muted}>{w.finished ? intl.formatMessage(m.tooShort, { words: Math.max(0, (p.min_words ?? 0) - w.words) }) : intl.formatMessage(m.notFinished)}</Text>
                )}
              </li>
            ))}
          </ul>
        ))}
    </Panel>
  );
}

function Attendance({ program: p }: { program: WelfareProgramWire }) {
  const intl = useIntl();
  const styles = useStyles();
  const run = p.attendance!;
  const days = daysOfMonth(p.month);
  return (
    <>
      <div className={styles.row}>
        <Text className={styles.figure} data-testid={`attendance-${p.id}`}>
          {intl.formatMessage(m.daysMet, { met: run.met, required: run.required })}
        </Text>
        <Text className={styles.muted}>{intl.formatMessage(m.daysLeft, { days: run.remaining })}</Text>
      </div>
      {run.missed > 0 ? (
        <Notice intent="warning">{intl.formatMessage(m.missed, { days: run.missed })}</Notice>
      ) : (
        <Text>{intl.formatMessage(m.onTrack)}</Text>
      )}
      <CalendarHeatMap
        days={run.days.map((d) => ({ date: d.date, value: d.met ? Math.max(1, d.words) : 0 }))}
        start={days[0]}
        end={days[days.length - 1]}
        defaultActiveDate={p.today}
        label={intl.formatMessage(m.calendar, { month: monthLabel(intl, p.month) })}
        dayLabel={(day) => {
          const found = run.days.find((d) => d.date === day.date);
          return intl.formatMessage(m.dayLabel, { date: intl.formatDate(`${day.date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }), words: found?.words ?? 0, met: String(found?.met ?? false) });
        }}
        lessLabel={intl.formatMessage(m.less)}
        moreLabel={intl.formatMessage(m.more)}
        locale={intl.locale}
      />
    </>
  );
}
