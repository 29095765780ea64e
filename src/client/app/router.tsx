import * as React from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RouteGuard } from './RouteGuard';
import { routes, type ScreenName } from './routes';

type Lazy = NonNullable<RouteObject['lazy']>;
const screen = (load: () => Promise<{ default: React.ComponentType }>): Lazy => async () => ({ Component: (await load()).default });

/** Each screen is its own chunk, so /login loads only what it shows. */
const SCREENS: Record<ScreenName, Lazy> = {
  login: screen(() => import('../features/auth/LoginPage')),
  notFound: screen(() => import('../features/errors/NotFoundPage')),
  terms: screen(() => import('../features/legal/TermsPage')),
  policy: screen(() => import('../features/legal/PolicyPage')),
  dashboard: screen(() => import('../features/dashboard/DashboardPage')),
  myWorks: screen(() => import('../features/novels/MyWorksPage')),
  manageWork: screen(() => import('../features/novels/ManageWorkPage')),
  addBook: screen(() => import('../features/novels/AddBookPage')),
  editBook: screen(() => import('../features/novels/EditBookPage')),
  contests: screen(() => import('../features/novels/ContestsPage')),
  chapterEditor: screen(() => import('../features/chapters/ChapterEditorPage')),
  comingSoon: screen(() => import('../features/coming-soon/ComingSoonPage')),
};

const framed = routes.filter((r) => r.access === 'private');
const standalone = routes.filter((r) => r.access !== 'private');

export const routeObjects: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      { path: '/', element: null },
      ...standalone.map((r) => ({ path: r.path, lazy: SCREENS[r.screen] })),
      {
        lazy: async () => ({ Component: (await import('../features/layout/PortalLayout')).PortalLayout }),
        children: framed.map((r) => ({ path: r.path, lazy: SCREENS[r.screen] })),
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routeObjects);
export type AppRouter = ReturnType<typeof createRouter>;
