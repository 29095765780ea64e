import * as React from 'react';
import { useAppSelector } from './hooks';
import { filterRoutes, menuRoutes, rolesFor } from '../lib/permissions';
import { routes, type RouteDef } from '../lib/routes';

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
