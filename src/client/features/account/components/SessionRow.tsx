import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DesktopRegular, PhoneRegular, QuestionCircleRegular, TabletRegular, TvRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { DeviceKind, SessionEntry } from '../../../../domain/api/account';
import { m } from '../messages';

const ICONS: Record<DeviceKind, typeof DesktopRegular> = { desktop: DesktopRegular, mobile: PhoneRegular, tablet: TabletRegular, tv: TvRegular, other: QuestionCircleRegular };

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    flexWrap: 'wrap',
  },
  icon: { fontSize: '28px', color: tokens.colorNeutralForeground2, flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: '200px' },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  seen: { color: tokens.colorNeutralForeground2 },
});

/** One signed-in session: its device, browser and system, the country it signed in from, when it was first and last seen; a way to sign it out unless it is this one. */
export function SessionRow({ session, busy, onSignOut }: { session: SessionEntry; busy: boolean; onSignOut(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const Icon = ICONS[session.device];
  const device = intl.formatMessage(m[session.device]);
  const browser = session.browser ?? intl.formatMessage(m.unknownBrowser);
  const software = session.os ? intl.formatMessage(m.software, { browser, os: session.os }) : browser;
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const place = session.country ? (new Intl.DisplayNames([intl.locale], { type: 'region' }).of(session.country) ?? session.country) : intl.formatMessage(m.unknownPlace);
  return (
    <li className={styles.row}>
      <Icon className={styles.icon} aria-hidden />
      <div className={styles.text}>
        <span className={styles.name}>
          <Text weight="semibold">{device}</Text>
          <Text>{software}</Text>
          {session.current && (
            <Badge appearance="tint" color="success">
              {intl.formatMessage(m.thisDevice)}
            </Badge>
          )}
        </span>
        <Text size={200} className={styles.seen}>
          {place}
        </Text>
        <Text size={200} className={styles.seen}>
          {intl.formatMessage(m.seen, { first: when(session.first_seen), last: when(session.last_seen) })}
        </Text>
      </div>
      {!session.current && (
        <Button appearance="secondary" disabled={busy} onClick={onSignOut} aria-label={intl.formatMessage(m.signOutOne, { device: `${device}, ${software}`, last: when(session.last_seen) })}>
          {intl.formatMessage(m.signOut)}
        </Button>
      )}
    </li>
  );
}
