import * as React from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { makeStyles } from '@fluentui/react-components';
import {
  AppShell,
  AvatarMenu,
  Breadcrumb,
  BrandLogo,
  Footer,
  NotificationBell,
  SideMenu,
  TagTabs,
  TopBar,
  useBrand,
} from '@writers-center/design-system';
import { SignOutRegular } from '@fluentui/react-icons';
import { MOBILE_BREAKPOINT_PX } from '../../../domain/limits';
import { useAppDispatch, useAppSelector } from '../session';
import { MESSAGES_PATH, landingOf, pageOf, routeByKey } from '../../lib/routes';
import { useCurrentRoute, useMenuRoutes } from './useRoutes';
import { selectSession, signedOut, unreadChanged } from '../session';
import { menuSet, menuToggled, pageVisited, selectMenuOpen, selectTabs, tabAfterClosing, tabClosed } from '../session';
import { useUserCenter } from '../session';
import { logout } from '../session';
import { LanguageMenu } from './LanguageMenu';
import { MENU_ICONS } from './menu-icons';
import { useLinkNavigation } from './useLinkNavigation';
import { brandPageUrl } from '../../lib/brand-pages';
import { PopupHost } from '../contracts';
import { isSignedAuthor } from '../../../domain/status';
import { messages } from './messages';
import { ScreenBoundary } from './ScreenBoundary';

const useStyles = makeStyles({ logo: { display: 'inline-flex', minWidth: 0, color: 'inherit', textDecorationLine: 'none' } });

/**
 * The page scrolls inside the shell's main region, not the window: every navigation starts
 * it at the top, and Back / Forward put it where it was (waiting a moment for the page to be as
 * long as it was, while its data arrives).
 */
function useMainScroll() {
  const location = useLocation();
  const type = useNavigationType();
  const positions = React.useRef(new Map<string, number>());
  const built = React.useRef(false);
  React.useLayoutEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const key = location.key;
    const saved = type === 'POP' ? positions.current.get(key) : undefined;
    let frame = 0;
    let tries = 0;
    const restore = () => {
      main.scrollTop = saved ?? 0;
      if (saved !== undefined && Math.abs(main.scrollTop - saved) > 1 && tries++ < 60) frame = requestAnimationFrame(restore);
    };
    // A shell built just now is at the top already; setting it would cost a layout before the first paint.
    if (built.current || saved !== undefined) restore();
    built.current = true;
    const remember = () => positions.current.set(key, main.scrollTop);
    main.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      main.removeEventListener('scroll', remember);
    };
  }, [location.key, type]);
}

/** The signed-in frame of the portal, composed from the design system's shell. */
export function PortalLayout() {
  const styles = useStyles();
  const { brand: activeBrand } = useBrand();
  const brand = activeBrand.name;
  useMainScroll();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const onNavigate = useLinkNavigation();
  const session = useAppSelector(selectSession);
  const menuOpen = useAppSelector(selectMenuOpen);
  const tabs = useAppSelector(selectTabs);
  const current = useCurrentRoute();
  const menuRoutes = useMenuRoutes();
  const { data: center } = useUserCenter(!!session.token);

  React.useEffect(() => {
    if (center) dispatch(unreadChanged(center.message_center.unread_num > 0));
  }, [center, dispatch]);

  // The menu closes on widths under 992 px.
  React.useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
    const apply = () => query.matches && dispatch(menuSet(false));
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [dispatch]);

  React.useEffect(() => {
    // One tag per page: the in-page tabs of a page, or another novel on the same page, move its tag.
    if (current && current.key !== 'notFound') dispatch(pageVisited({ path: location.pathname, titleId: pageOf(current).key }));
  }, [current, location.pathname, dispatch]);

  const selectedMenuKey = current?.menu ? current.key : current?.parent;
  const items = menuRoutes.map((r) => ({
    key: r.key,
    label: intl.formatMessage(r.title),
    href: r.menu?.external ? brandPageUrl(activeBrand.key, r.menu.external) : landingOf(r),
    external: !!r.menu?.external,
    icon: r.menu ? MENU_ICONS[r.menu.icon] : undefined,
  }));

  const crumbs = [{ key: 'home', label: intl.formatMessage(messages.home), href: '/dashboard' }];
  // The trail names pages: an in-page tab is its page, not a step under it.
  const page = current ? pageOf(current) : undefined;
  const parent = page?.parent ? routeByKey(page.parent) : undefined;
  if (parent) crumbs.push({ key: parent.key, label: intl.formatMessage(parent.title), href: landingOf(parent) });
  if (page && page.key !== 'dashboard') crumbs.push({ key: page.key, label: intl.formatMessage(page.title), href: location.pathname });

  const signOut = async () => {
    try {
      await logout();
    } finally {
      // The route guard takes the author to /login.
      dispatch(signedOut());
    }
  };

  const tabItems = tabs.map((t) => ({
    key: t.path,
    href: t.path,
    label: intl.formatMessage(routeByKey(t.titleId)?.title ?? messages.home),
  }));

  return (
    <AppShell
      menuOpen={menuOpen}
      mainLabel={page ? intl.formatMessage(page.title) : undefined}
      skipLinkLabel={intl.formatMessage(messages.skipToContent)}
      sideMenu={
        <SideMenu
          label={intl.formatMessage(messages.menu)}
          items={items}
          selectedKey={selectedMenuKey}
          collapsed={!menuOpen}
          onNavigate={onNavigate}
          header={
            <a
              href="/dashboard"
              className={styles.logo}
              aria-label={intl.formatMessage(messages.logoHome, { brand })}
              onClick={(e) => onNavigate({ href: '/dashboard' }, e)}
            >
              <BrandLogo showName={menuOpen} />
            </a>
          }
          footer={
            <Footer
              label={intl.formatMessage(messages.footer)}
              onNavigate={onNavigate}
              links={[
                { key: 'help', label: intl.formatMessage(routeByKey('help')!.title), href: '/helpCenter' },
                { key: 'contact', label: intl.formatMessage(routeByKey('contact')!.title), href: '/us' },
              ]}
            />
          }
        />
      }
      topBar={
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
                items={[{ key: 'signOut', label: intl.formatMessage(messages.signOut), icon: <SignOutRegular /> }]}
                onSelect={(key) => key === 'signOut' && void signOut()}
              />
            </>
          }
        />
      }
      tabs={
        <TagTabs
          label={intl.formatMessage(messages.tabs)}
          tabs={tabItems}
          selectedKey={location.pathname}
          closeLabel={(tab) => intl.formatMessage(messages.closeTab, { page: tab.label })}
          onNavigate={onNavigate}
          onClose={(tab) => {
            // Closing the page shown goes to its neighbour, as tabs do; the dashboard when none is left.
            const next = tabAfterClosing(tabs, tab.key, location.pathname);
            dispatch(tabClosed(tab.key));
            if (next !== null) navigate(next ?? '/dashboard');
          }}
        />
      }
    >
      <ScreenBoundary inFrame>
        <Outlet />
      </ScreenBoundary>
      <PopupHost enabled={isSignedAuthor(session.authorStatus)} />
    </AppShell>
  );
}

export default PortalLayout;
