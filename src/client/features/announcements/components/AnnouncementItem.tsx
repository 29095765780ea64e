import { Badge, Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { AnnouncementWire } from '../../../../domain/api/announcements';
import { LOCALE_NAMES } from '../../../../domain/locales';
import { announcementDay } from '../announcement-values';
import { m } from '../messages';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  // Taken down: a dashed edge, and the badge says so in words.
  withdrawn: { border: `1px dashed ${tokens.colorNeutralStroke1}` },
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  facts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2 },
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  reason: { color: tokens.colorStatusDangerForeground1 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The days an announcement is about: "5 Jan – 12 Jan", "from 5 Jan", "until 12 Jan", or nothing. */
export function AnnouncementDates({ from, to }: { from: string | null; to: string | null }) {
  const intl = useIntl();
  if (!from && !to) return null;
  const day = (d: string) => announcementDay(intl, d);
  const text = from && to ? m.dateRange : from ? m.dateFrom : m.dateUntil;
  return (
    <Text>
      <time dateTime={from ?? to ?? undefined}>{intl.formatMessage(text, { from: from ? day(from) : '', to: to ? day(to) : '' })}</time>
    </Text>
  );
}

/** One announcement: what it is about and for which novel, its language, days and text; a live one can be edited or withdrawn. */
export function AnnouncementItem({
  announcement: a,
  novelName,
  onEdit,
  onWithdraw,
}: {
  announcement: AnnouncementWire;
  novelName: string;
  onEdit(a: AnnouncementWire): void;
  onWithdraw(a: AnnouncementWire): void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const live = a.status === 'live';
  return (
    <li className={mergeClasses(styles.item, !live && styles.withdrawn)} data-status={a.status}>
      <h3 className={styles.heading}>
        <span>{novelName}</span>
        <Badge appearance="tint" color="brand">
          {intl.formatMessage(m[`kind_${a.kind}`])}
        </Badge>
        <Badge appearance="tint" color={live ? 'success' : 'informative'}>
          {intl.formatMessage(live ? m.live : m.withdrawn)}
        </Badge>
      </h3>
      <div className={styles.facts}>
        <Text lang={a.lang}>{LOCALE_NAMES[a.lang]}</Text>
        <AnnouncementDates from={a.starts_on} to={a.ends_on} />
        <Text>{intl.formatMessage(m.written, { date: intl.formatDate(a.created_at, { day: 'numeric', month: 'short', year: 'numeric' }) })}</Text>
      </div>
      <Text className={styles.body} lang={a.lang}>
        {a.body}
      </Text>
      {!live && a.withdrawn_reason && (
        <Text className={styles.reason} role="note">
          {intl.formatMessage(m.withdrawnByStaff, { reason: a.withdrawn_reason })}
        </Text>
      )}
      {live && (
        <div className={styles.actions}>
          <Button size="small" icon={<EditRegular />} aria-label={intl.formatMessage(m.editNamed, { novel: novelName })} onClick={() => onEdit(a)}>
            {intl.formatMessage(m.edit)}
          </Button>
          <Button size="small" icon={<DeleteRegular />} aria-label={intl.formatMessage(m.withdrawNamed, { novel: novelName })} onClick={() => onWithdraw(a)}>
            {intl.formatMessage(m.withdraw)}
          </Button>
        </div>
      )}
    </li>
  );
}
