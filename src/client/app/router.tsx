import * as React from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoadingScreen, RouteGuard } from './RouteGuard';
import { routes, type ScreenName } from '../lib/routes';
import { catalogsReady } from '../lib/intl';

type Lazy = NonNullable<RouteObject['lazy']>;
/** A screen's code, then the catalogs of everything it shows (declared as its modules ran), before it renders. */
const screen = (load: () => Promise<{ default: React.ComponentType }>): Lazy => async () => {
  const { default: Component } = await load();
  await catalogsReady();
  return { Component };
};

/** Each screen is its own chunk, so /login loads only what it shows. */
const SCREENS: Record<ScreenName, Lazy> = {
  login: screen(() => import('../features/auth/LoginPage')),
  forgotPassword: screen(() => import('../features/auth/ForgotPasswordPage')),
  resetPassword: screen(() => import('../features/auth/ResetPasswordPage')),
  verifyEmail: screen(() => import('../features/auth/VerifyEmailPage')),
  notFound: screen(() => import('../features/errors/NotFoundPage')),
  terms: screen(() => import('../features/legal/TermsPage')),
  policy: screen(() => import('../features/legal/PolicyPage')),
  dashboard: screen(() => import('../features/dashboard/DashboardPage')),
  myWorks: screen(() => import('../features/novels/MyWorksPage')),
  manageWork: screen(() => import('../features/chapters/ManageWorkPage')),
  addBook: screen(() => import('../features/novels/AddBookPage')),
  editBook: screen(() => import('../features/novels/EditBookPage')),
  contests: screen(() => import('../features/novels/ContestsPage')),
  chapterEditor: screen(() => import('../features/chapters/ChapterEditorPage')),
  newsAnnounce: screen(() => import('../features/messages/NewsAnnouncePage')),
  announceCenter: screen(() => import('../features/messages/AnnounceCenterPage')),
  signing: screen(() => import('../features/contracts/SigningPage')),
  signInfo: screen(() => import('../features/contracts/SignInfoPage')),
  mySignUp: screen(() => import('../features/contracts/MySignUpPage')),
  esign: screen(() => import('../features/contracts/EsignPage')),
  verify: screen(() => import('../features/contracts/VerifyPage')),
  income: screen(() => import('../features/income/IncomePage')),
  payeeInfo: screen(() => import('../features/payee/PayeeInfoPage')),
  payouts: screen(() => import('../features/payout/PayoutsPage')),
  welfare: screen(() => import('../features/welfare/WelfarePage')),
  welfareClaims: screen(() => import('../features/welfare/ClaimsPage')),
  comments: screen(() => import('../features/comments/CommentsPage')),
  contact: screen(() => import('../features/support/ContactPage')),
  dataCenter: screen(() => import('../features/data-center/DataCenterPage')),
  chapterData: screen(() => import('../features/data-center/ChapterDataPage')),
  help: screen(() => import('../features/help/HelpCenterPage')),
  benefits: screen(() => import('../features/benefits/BenefitsPage')),
};

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
        lazy: screen(() => import('../features/layout/PortalLayout').then((m) => ({ default: m.PortalLayout }))),
        children: framed.map((r) => ({ path: r.path, lazy: SCREENS[r.screen] })),
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routeObjects);
export type AppRouter = ReturnType<typeof createRouter>;
