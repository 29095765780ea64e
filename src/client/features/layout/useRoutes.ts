import * as React from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useAppSelector } from '../session';
import { filterRoutes, menuRoutes, rolesFor } from '../../lib/permissions';
import { routes, type RouteDef } from '../../lib/routes';

/** The route definition of the current location. */
export function useCurrentRoute(): RouteDef | undefined {
  const { pathname } = useLocation();
  return React.useMemo(() => routes.find((r) => matchPath({ path: r.path, end: true }, pathname)), [pathname]);
}

/** The routes the signed-in user may open, by the route filter. */
export function useAllowedRoutes(): RouteDef[] {
  const authorStatus = useAppSelector((s) => s.session.authorStatus);
  const site = useAppSelector((s) => s.session.site);
  return React.useMemo(() => filterRoutes(routes, rolesFor(authorStatus, site)), [authorStatus, site]);
}

/** The side menu's entries, in order. */
export function useMenuRoutes(): RouteDef[] {
  const authorStatus = useAppSelector((s) => s.session.authorStatus);
  const site = useAppSelector((s) => s.session.site);
  return React.useMemo(() => menuRoutes(routes, rolesFor(authorStatus, site)), [authorStatus, site]);
}
