import { formatMoney } from '../../../../domain/money';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { StatCard, StatGrid } from '@writers-center/design-system';
import {
  CalendarLtrRegular,
  ClockRegular,
  DocumentTextRegular,
  EyeRegular,
  MoneyRegular,
  PeopleRegular,
  PersonHeartRegular,
  TrophyRegular,
} from '@fluentui/react-icons';
import type { AuthorProfile } from '../../../../domain/api/author';
import { formatDateTime } from '../../../lib/dates';
import { figures as m } from '../messages';

/** The dashboard's figures (level, followers, last login, days, totals), with skeletons while loading. */
const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  empty: { color: tokens.colorNeutralForeground2 },
});

export function AuthorFigures({ profile }: { profile: AuthorProfile | undefined }) {
  const intl = useIntl();
  const styles = useStyles();
  const loading = !profile;
  const number = (n: number | undefined) => (n === undefined ? '' : intl.formatNumber(n));
  const money = profile
    ? formatMoney(profile.total_income, intl.locale)
    : '';
  // The portal's one date-time format, as in every other list and message.
  const lastLogin = profile?.last_login ? formatDateTime(profile.last_login) : intl.formatMessage(m.never);
  const cards: { key: string; label: string; value: string; icon: React.ReactElement }[] = [
    { key: 'level', label: intl.formatMessage(m.level), value: profile ? intl.formatMessage(m.levelValue, { level: profile.level }) : '', icon: <TrophyRegular /> },
    { key: 'followers', label: intl.formatMessage(m.followers), value: number(profile?.followers), icon: <PersonHeartRegular /> },
    { key: 'lastLogin', label: intl.formatMessage(m.lastLogin), value: profile ? lastLogin : '', icon: <ClockRegular /> },
    { key: 'days', label: intl.formatMessage(m.days), value: number(profile?.days_creating), icon: <CalendarLtrRegular /> },
    { key: 'income', label: intl.formatMessage(m.income), value: money, icon: <MoneyRegular /> },
    { key: 'pv', label: intl.formatMessage(m.pv), value: number(profile?.total_pv), icon: <EyeRegular /> },
    { key: 'chapters', label: intl.formatMessage(m.chapters), value: number(profile?.total_chapters), icon: <DocumentTextRegular /> },
    { key: 'totalFollowers', label: intl.formatMessage(m.totalFollowers), value: number(profile?.total_followers), icon: <PeopleRegular /> },
  ];
  const nothingYet = profile && profile.total_pv === 0 && profile.total_chapters === 0 && profile.total_income.amount_minor === '0';
  return (
    <section className={styles.root}>
      <StatGrid label={intl.formatMessage(m.title)} minItemWidth={230}>
        {cards.map((c) => (
          <StatCard key={c.key} label={c.label} value={c.value} icon={c.icon} loading={loading} loadingLabel={intl.formatMessage(m.loading)} />
        ))}
      </StatGrid>
      {nothingYet && <Text className={styles.empty}>{intl.formatMessage(m.empty)}</Text>}
    </section>
  );
}
