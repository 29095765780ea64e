import * as React from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { routes, type RouteDef } from './routes';

/** The route definition of the current location. */
export function useCurrentRoute(): RouteDef | undefined {
  const { pathname } = useLocation();
  return React.useMemo(() => routes.find((r) => matchPath({ path: r.path, end: true }, pathname)), [pathname]);
}
