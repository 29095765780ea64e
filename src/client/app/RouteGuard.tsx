import * as React from 'react';
import { Spinner, makeStyles } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useToast } from '@writers-center/design-system';
import { useAppDispatch, useAppSelector } from './store';
import { useAllowedRoutes, useCurrentRoute } from './use-routes';
import { loadUserInfo } from '../features/session/load-user-info';
import { selectInfoState, selectToken } from '../features/session/session-slice';
import { messages } from '../features/layout/messages';

const useStyles = makeStyles({ center: { minHeight: '100vh', display: 'grid', placeItems: 'center' } });

/** Only same-origin paths: never `//host` or a full URL. */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';
}

/**
 * The spec's route guard (§2). With a token: /login goes to /, / goes to
 * /dashboard, user info is loaded if missing (a failure shows its message or
 * 'Has Error' and continues). Without one: only /login, /terms and /policy.
 * Routes the role filter hides, and unknown paths, go to /404.
 */
export function RouteGuard() {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const token = useAppSelector(selectToken);
  const info = useAppSelector(selectInfoState);
  const ended = useAppSelector((s) => s.session.ended);
  const { pathname, search } = useLocation();
  const current = useCurrentRoute();
  const allowed = useAllowedRoutes();

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
    return <Navigate to={keep ? `/login?redirect=${encodeURIComponent(pathname + search)}` : '/login'} replace />;
  }
  if (pathname === '/login') return <Navigate to={safeRedirect(new URLSearchParams(search).get('redirect'))} replace />;
  if (pathname === '/') return <Navigate to="/dashboard" replace />;
  if (!current) return <Navigate to="/404" replace />;
  if (info === 'missing' || info === 'loading') {
    return (
      <div className={styles.center}>
        <Spinner label={intl.formatMessage(messages.loading)} />
      </div>
    );
  }
  if (current.roles && !allowed.includes(current)) return <Navigate to="/404" replace />;
  return <Outlet />;
}
