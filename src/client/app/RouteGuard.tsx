import * as React from 'react';
import { Spinner, makeStyles } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useBrand, useToast } from '@writers-center/design-system';
import { useAppDispatch, useAppSelector } from './store';
import { useCurrentRoute } from '../lib/useCurrentRoute';
import { useAllowedRoutes } from '../session/useRoutes';
import { loadUserInfo } from '../session/load-user-info';
import { selectInfoState, selectToken } from '../session/session-slice';
import { layoutMessages as messages } from '../features/layout';
import { loadDeletionGate } from '../features/account-deletion';

/** Leads an account whose deletion is pending to the page that can undo it (its code loads after a sign-in only). */
const DeletionGate = React.lazy(loadDeletionGate);

const useStyles = makeStyles({ center: { minHeight: '100vh', display: 'grid', placeItems: 'center' } });

/** What shows while the next screen loads: never a blank window. */
export function LoadingScreen() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.center}>
      <Spinner label={intl.formatMessage(messages.loading)} />
    </div>
  );
}

/** The browser tab names the page and the brand: "My Works · Starloom". */
function useDocumentTitle() {
  const intl = useIntl();
  const brand = useBrand().brand.name;
  const current = useCurrentRoute();
  React.useEffect(() => {
    document.title = current ? intl.formatMessage(messages.documentTitle, { page: intl.formatMessage(current.title), brand }) : brand;
  }, [intl, brand, current]);
}

/** Only same-origin paths: never `//host` or a full URL. */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';
}

/**
 * The portal's route guard. With a token: /login goes to /, / goes to
 * /dashboard, user info is loaded if missing (a failure shows its message or
 * 'Has Error' and continues). Without one: only /login, /terms and /policy.
 * Routes the role filter hides, and unknown paths, go to /404.
 */
export function RouteGuard() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const token = useAppSelector(selectToken);
  const info = useAppSelector(selectInfoState);
  // What the guard shows follows the author's info as a transition: the store's update alone would
  // render the whole frame and its screen, on a page's first load, in one task that input waits for.
  const shownInfo = React.useDeferredValue(info);
  const ended = useAppSelector((s) => s.session.ended);
  const { pathname, search } = useLocation();
  const current = useCurrentRoute();
  const allowed = useAllowedRoutes();
  // A sign-in in this tab (every one passes /login): the account may be one whose deletion is pending.
  const [signedInHere, setSignedInHere] = React.useState(false);
  if (token && pathname === '/login' && !signedInHere) setSignedInHere(true);
  useDocumentTitle();
  // A redirect renders nothing while the next screen's code loads: the loading state shows meanwhile.
  const go = (to: string) => (
    <>
      <Navigate to={to} replace />
      <LoadingScreen />
    </>
  );

  React.useEffect(() => {
    if (token && info === 'missing') {
      void dispatch(
        loadUserInfo((message) => toast({ intent: 'error', title: message ?? intl.formatMessage(messages.hasError) })),
      );
    }
  }, [token, info, dispatch, toast, intl]);

  if (!token) {
    if (current && current.access !== 'private') return <Outlet />;
    const keep = ended !== 'signedOut' && pathname !== '/' && pathname !== '/404';
    return go(keep ? `/login?redirect=${encodeURIComponent(pathname + search)}` : '/login');
  }
  if (pathname === '/login') return go(safeRedirect(new URLSearchParams(search).get('redirect')));
  if (pathname === '/') return go('/dashboard');
  if (!current) return go('/404');
  if (shownInfo === 'missing' || shownInfo === 'loading') return <LoadingScreen />;
  if (current.roles && !allowed.includes(current)) return go('/404');
  return (
    <>
      {signedInHere && (
        <React.Suspense fallback={null}>
          <DeletionGate />
        </React.Suspense>
      )}
      <Outlet />
    </>
  );
}
