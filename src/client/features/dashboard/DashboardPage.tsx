import * as React from 'react';
import { Card, CardHeader, Link, Skeleton, SkeletonItem, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../lib/define-messages';
import { useAppSelector } from '../../app/store';
import { useMenuRoutes } from '../../app/use-routes';
import { selectSession } from '../session/session-slice';
import { useUserCenter } from '../session/api/get-user-center';
import { useLinkNavigation } from '../layout/use-link-navigation';

const messages = defineMessages({
  welcome: { id: 'dashboard.welcome', defaultMessage: 'Welcome back, {name}' },
  intro: { id: 'dashboard.intro', defaultMessage: 'Here is what is waiting for you in Writers’ Center today.' },
  messagesTitle: { id: 'dashboard.messages.title', defaultMessage: 'Messages' },
  unread: {
    id: 'dashboard.messages.unread',
    defaultMessage: '{count, plural, =0 {No unread messages} one {# unread message} other {# unread messages}}',
  },
  open: { id: 'dashboard.messages.open', defaultMessage: 'Open messages' },
  shortcuts: { id: 'dashboard.shortcuts.title', defaultMessage: 'Go to' },
});

const useStyles = makeStyles({
  header: { marginBottom: tokens.spacingVerticalXL },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  intro: { color: tokens.colorNeutralForeground2, margin: 0 },
  grid: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' },
  links: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
});

/** /dashboard: the writers' center frame; figures arrive with the authors feature. */
export default function DashboardPage() {
  const intl = useIntl();
  const styles = useStyles();
  const session = useAppSelector(selectSession);
  const { data, isLoading } = useUserCenter(!!session.token);
  const shortcuts = useMenuRoutes().filter((r) => r.key !== 'dashboard' && !r.menu?.external);
  const onNavigate = useLinkNavigation();

  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>{intl.formatMessage(messages.welcome, { name: session.name ?? session.email ?? '' })}</h1>
        <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      </div>
      <div className={styles.grid}>
        <Card>
          <CardHeader header={<Text weight="semibold" as="h2">{intl.formatMessage(messages.messagesTitle)}</Text>} />
          {isLoading || !data ? (
            <Skeleton aria-label={intl.formatMessage(messages.messagesTitle)}>
              <SkeletonItem />
            </Skeleton>
          ) : (
            <Text>{intl.formatMessage(messages.unread, { count: data.message_center.unread_num })}</Text>
          )}
          <Link href="/messageCenter/newsAnnounce" onClick={(e) => onNavigate({ href: '/messageCenter/newsAnnounce' }, e as React.MouseEvent<HTMLAnchorElement>)}>
            {intl.formatMessage(messages.open)}
          </Link>
        </Card>
        <Card>
          <CardHeader header={<Text weight="semibold" as="h2">{intl.formatMessage(messages.shortcuts)}</Text>} />
          <ul className={styles.links}>
            {shortcuts.map((r) => (
              <li key={r.key}>
                <Link href={r.path} onClick={(e) => onNavigate({ href: r.path }, e as React.MouseEvent<HTMLAnchorElement>)}>
                  {intl.formatMessage(r.title)}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}
