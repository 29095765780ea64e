import * as React from 'react';
import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { ErrorState, PageHeader, Panel, PanelHeader, SkeletonText, useBrand } from '@writers-center/design-system';
import { AuthorStatus } from '../../../domain/author';
import type { AuthorProfile } from '../../../domain/api/author';
import { useAppDispatch, useAppSelector } from '../../session';
import { useMenuRoutes } from '../../session';
import { authorProfileChanged, selectSession } from '../../session';
import { useUserCenter } from '../../session';
import { useLinkNavigation } from '../../lib/useLinkNavigation';
import { profileKey } from '../../api/get-profile';
import { AuthorFigures } from './components/AuthorFigures';
import { ProfileCard } from './components/ProfileCard';
import { IntroCard } from './components/IntroCard';
import { WritingCalendarCard } from './components/WritingCalendarCard';
import { EmailVerificationNotice } from './components/EmailVerificationNotice';
import { BufferWarnings } from './components/BufferWarnings';
import { useCommentCounts } from '../../api/get-comment-counts';
import { MESSAGES_PATH } from '../../lib/routes';
import { catalogsReady } from '../../lib/intl';
import { home as messages } from './messages';

// Only for an author who has not signed up yet or is waiting for review: its forms load then.
const RegistrationPanel = React.lazy(() => import('./components/RegistrationPanel').then((m) => ({ default: m.RegistrationPanel })));
// The goals card brings the goal's progress and its words (a catalog of their own): after the page's first paint.
const WritingGoalsCard = React.lazy(() => import('./components/WritingGoalsCard').then(async (m) => (await catalogsReady(), m)));

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  grid: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' },
  links: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
});

/** While a sign-up waits for review the dashboard looks again now and then, so approval opens the menu without a reload. */
const PENDING_REFRESH_MS = 5_000;

function Shortcuts() {
  const intl = useIntl();
  const styles = useStyles();
  const session = useAppSelector(selectSession);
  const { data } = useUserCenter(!!session.token);
  const signed = session.authorStatus === AuthorStatus.Signed;
  const { data: comments } = useCommentCounts(signed);
  const shortcuts = useMenuRoutes().filter((r) => r.key !== 'dashboard' && !r.menu?.external);
  const onNavigate = useLinkNavigation();
  return (
    <div className={styles.grid}>
      <Panel>
        <PanelHeader header={<Text weight="semibold" as="h2">{intl.formatMessage(messages.messagesTitle)}</Text>} />
        {data ? (
          <Text>{intl.formatMessage(messages.unread, { count: data.message_center.unread_num })}</Text>
        ) : (
          <SkeletonText label={intl.formatMessage(messages.loading)} lines={1} />
        )}
        <Link href={MESSAGES_PATH} onClick={(e) => onNavigate({ href: MESSAGES_PATH }, e as React.MouseEvent<HTMLAnchorElement>)}>
          {intl.formatMessage(messages.open)}
        </Link>
      </Panel>
      {signed && (
        <Panel>
          <PanelHeader header={<Text weight="semibold" as="h2">{intl.formatMessage(messages.commentsTitle)}</Text>} />
          {comments ? (
            <Text>{intl.formatMessage(messages.unreplied, { count: comments.unreplied })}</Text>
          ) : (
            <SkeletonText label={intl.formatMessage(messages.loading)} lines={1} />
          )}
          <Link href="/commentManage" onClick={(e) => onNavigate({ href: '/commentManage' }, e as React.MouseEvent<HTMLAnchorElement>)}>
            {intl.formatMessage(messages.openComments)}
          </Link>
        </Panel>
      )}
      {shortcuts.length > 0 && (
        <Panel>
          <PanelHeader header={<Text weight="semibold" as="h2">{intl.formatMessage(messages.shortcuts)}</Text>} />
          <ul className={styles.links}>
            {shortcuts.map((r) => (
              <li key={r.key}>
                <Link href={r.path} onClick={(e) => onNavigate({ href: r.path }, e as React.MouseEvent<HTMLAnchorElement>)}>
                  {intl.formatMessage(r.title)}
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </div>
  );
}

/** /dashboard: the author's figures, info and intro; for newcomers the registration and its review. */
export default function DashboardPage() {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const brand = useBrand().brand.name;
  const pendingInSession = session.authorStatus === AuthorStatus.Pending;
  const { data: profile, error, mutate, isLoading } = useSWR<AuthorProfile>(profileKey, {
    refreshInterval: (latest) => (latest?.registration.author_status === AuthorStatus.Pending || (!latest && pendingInSession) ? PENDING_REFRESH_MS : 0),
  });
  const status = profile?.registration.author_status;

  React.useEffect(() => {
    if (status !== undefined && status !== session.authorStatus) dispatch(authorProfileChanged({ authorStatus: status, name: profile?.pen_name }));
  }, [status, session.authorStatus, profile?.pen_name, dispatch]);

  // A first visit is greeted as one, and by the pen name only: an email is not a name.
  const name = profile ? profile.pen_name : session.name && !session.name.includes('@') ? session.name : null;
  const first = profile?.last_login === null;
  const greeting = name
    ? intl.formatMessage(first ? messages.welcomeFirst : messages.welcome, { name })
    : profile
      ? intl.formatMessage(first ? messages.welcomeFirstNoName : messages.welcomeBackNoName, { brand })
      : intl.formatMessage(messages.loading);
  const header = <PageHeader title={greeting} description={intl.formatMessage(messages.intro, { brand })} />;

  if (error && !profile) {
    return (
      <div className={styles.stack}>
        {header}
        <ErrorState title={intl.formatMessage(messages.loadFailed)} description={error instanceof Error ? error.message : undefined} onRetry={() => void mutate()} retryLabel={intl.formatMessage(messages.retry)} />
      </div>
    );
  }

  if (profile && status !== AuthorStatus.Signed) {
    return (
      <div className={styles.stack}>
        {header}
        <EmailVerificationNotice />
        <React.Suspense fallback={<SkeletonText label={intl.formatMessage(messages.loading)} lines={6} />}>
          <RegistrationPanel profile={profile} onChanged={() => void mutate()} />
        </React.Suspense>
        <Shortcuts />
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      {header}
      <EmailVerificationNotice />
      <BufferWarnings />
      <AuthorFigures profile={isLoading ? undefined : profile} />
      <WritingCalendarCard />
      <React.Suspense fallback={<SkeletonText label={intl.formatMessage(messages.loading)} lines={3} />}>
        <WritingGoalsCard />
      </React.Suspense>
      <Shortcuts />
      {profile ? <ProfileCard profile={profile} onChanged={() => void mutate()} /> : <SkeletonText label={intl.formatMessage(messages.loading)} lines={6} />}
      {profile && <IntroCard />}
    </div>
  );
}
