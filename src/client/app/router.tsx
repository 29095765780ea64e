import * as React from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoadingScreen, RouteGuard } from './RouteGuard';
import { routes, type ScreenName } from '../lib/routes';
import { catalogsReady } from '../lib/intl';
import { FRAME_MODULE, SCREEN_MODULES } from './screens';

type Lazy = NonNullable<RouteObject['lazy']>;
/** A screen's code, then the catalogs of everything it shows (declared as its modules ran), before it renders. */
const screen = (load: () => Promise<{ default: React.ComponentType }>): Lazy => async () => {
  const { default: Component } = await load();
  await catalogsReady();
  return { Component };
};

type Page = { default: React.ComponentType };
/** Each screen is its own chunk, so /login loads only what it shows. */
const pages = import.meta.glob<Page>(['../features/*/*Page.tsx', '../features/layout/PortalLayout.tsx']);
const load = (module: string) => pages[`../features/${module}.tsx`] as () => Promise<Page>;
const SCREENS = Object.fromEntries(Object.entries(SCREEN_MODULES).map(([name, module]) => [name, screen(load(module))])) as Record<ScreenName, Lazy>;

const framed = routes.filter((r) => r.access === 'private');
const standalone = routes.filter((r) => r.access !== 'private');

export const routeObjects: RouteObject[] = [
  {
    element: <RouteGuard />,
    // Shown while the first screen's code loads on a full page load (and keeps React Router from warning).
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: '/', element: null },
      ...standalone.map((r) => ({ path: r.path, lazy: SCREENS[r.screen] })),
      {
        lazy: screen(load(FRAME_MODULE)),
        children: framed.map((r) => ({ path: r.path, lazy: SCREENS[r.screen] })),
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routeObjects);
export type AppRouter = ReturnType<typeof createRouter>;
