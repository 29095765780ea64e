import * as React from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingScreen, RouteGuard } from './RouteGuard';
import { RouterBridge } from './providers';
import { routes, type ScreenName } from '../lib/routes';
import { SCREEN_LOADERS } from './screens';
import { lazyScreen, type LazyScreen } from '../lib/screen-loader';
import { catalogsReady } from '../lib/intl';
import { loadFrame, ScreenBoundary } from '../features/layout';
import { loadPopupDialog } from '../features/contracts';

/** Each screen is its own chunk, so /login loads only what it shows. */
const SCREENS = Object.fromEntries(Object.entries(SCREEN_LOADERS).map(([name, load]) => [name, lazyScreen(load)])) as Record<ScreenName, LazyScreen>;
/** The frame around every signed-in screen: side menu, top bar, tabs, footer. */
const Frame = lazyScreen(loadFrame);
/**
 * The frame's popup dialog, the contracts feature's: its code and words load when a popup is due,
 * as most visits have none.
 */
const PopupDialog = React.lazy(() => loadPopupDialog().then(async (m) => (await catalogsReady(), { default: m.PopupDialog })));

const framed = routes.filter((r) => r.access === 'private');
const standalone = routes.filter((r) => r.access !== 'private');

/**
 * Fetches the code of the screen at `pathname` (with the frame, for a signed-in screen) all at
 * once, rather than the frame first and its screen once the frame renders; resolves when it is in.
 */
export function preloadPath(pathname: string): Promise<void> {
  const route = routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
  if (!route) return Promise.resolve();
  const screen = SCREENS[route.screen].preload();
  return route.access === 'private' ? Promise.all([Frame.preload(), screen]).then(() => undefined) : screen;
}

/**
 * The portal's routes (React Router's declarative routes: the portal loads no data through the
 * router, so its data-router half stays out of every page's first load). A screen's code comes
 * when its route is first shown; meanwhile the screen before stays (navigations are transitions),
 * and on a page's first load the loading screen shows.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // Idempotent: started during the render that shows the route, so nothing waits for an effect.
  preloadPath(pathname).catch(() => undefined); // a failure shows in ScreenBoundary, which tries again
  return (
    <>
      <RouterBridge />
      <ScreenBoundary>
        <React.Suspense fallback={<LoadingScreen />}>
          <Routes>
            <Route element={<RouteGuard />}>
              <Route path="/" element={null} />
              {standalone.map((r) => {
                const Screen = SCREENS[r.screen];
                return <Route key={r.key} path={r.path} element={<Screen />} />;
              })}
              <Route element={<Frame PopupDialog={PopupDialog} />}>
                {framed.map((r) => {
                  const Screen = SCREENS[r.screen];
                  return <Route key={r.key} path={r.path} element={<Screen />} />;
                })}
              </Route>
              <Route path="*" element={<Navigate to="/404" replace />} />
            </Route>
          </Routes>
        </React.Suspense>
      </ScreenBoundary>
    </>
  );
}
