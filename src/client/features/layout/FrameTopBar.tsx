import * as React from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { AvatarMenu, Breadcrumb, NotificationBell, TopBar } from '@writers-center/design-system';
import { PersonSettingsRegular, SignOutRegular } from '@fluentui/react-icons';
import { ACCOUNT_PATH, MESSAGES_PATH, landingOf, routeByKey, type RouteDef } from '../../lib/routes';
import { useLinkNavigation } from '../../lib/useLinkNavigation';
import { LanguageMenu } from '../../components/LanguageMenu';
import { logout, menuToggled, selectSession, signedOut, useAppDispatch, useAppSelector } from '../../session';
import { messages } from './messages';

/** The frame's top bar: the menu toggle, the trail to the page (`page`, the one shown), the language, the messages and the account. */
export function FrameTopBar({ menuOpen, page }: { menuOpen: boolean; page: RouteDef | undefined }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const onNavigate = useLinkNavigation();
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);

  const crumbs = [{ key: 'home', label: intl.formatMessage(messages.home), href: '/dashboard' }];
  // The trail names pages: an in-page tab is its page, not a step under it.
  const parent = page?.parent ? routeByKey(page.parent) : undefined;
  if (parent) crumbs.push({ key: parent.key, label: intl.formatMessage(parent.title), href: landingOf(parent) });
  if (page && page.key !== 'dashboard')
    crumbs.push({ key: page.key, label: intl.formatMessage(page.title), href: location.pathname });

  const signOut = async () => {
    try {
      await logout();
    } finally {
      // The route guard takes the author to /login.
      dispatch(signedOut());
    }
  };

  return (
    <TopBar
      menuOpen={menuOpen}
      onToggleMenu={() => dispatch(menuToggled())}
      menuToggleLabel={intl.formatMessage(menuOpen ? messages.collapseMenu : messages.expandMenu)}
      breadcrumb={
        <Breadcrumb
          label={intl.formatMessage(messages.breadcrumb)}
          items={crumbs}
          onNavigate={(item, e) => item.href && onNavigate({ href: item.href }, e)}
        />
      }
      actions={
        <>
          <LanguageMenu />
          <NotificationBell
            unread={session.unread}
            label={intl.formatMessage(messages.messages)}
            unreadLabel={intl.formatMessage(messages.unread)}
            href={MESSAGES_PATH}
            onClick={(e) => onNavigate({ href: MESSAGES_PATH }, e as React.MouseEvent<HTMLAnchorElement>)}
          />
          <AvatarMenu
            name={session.name ?? session.email ?? ''}
            avatarUrl={session.avatar}
            label={intl.formatMessage(messages.account, { name: session.name ?? session.email ?? '' })}
            items={[
              { key: 'account', label: intl.formatMessage(messages.accountSettings), icon: <PersonSettingsRegular /> },
              { key: 'signOut', label: intl.formatMessage(messages.signOut), icon: <SignOutRegular /> },
            ]}
            onSelect={(key) => (key === 'signOut' ? void signOut() : navigate(ACCOUNT_PATH))}
          />
        </>
      }
    />
  );
}
