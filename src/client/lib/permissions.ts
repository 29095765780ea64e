import { SPECIAL_SITE_ID } from '../../domain/sites';
import { isSignedAuthor } from '../../domain/status';
import type { Role, RouteDef } from './routes';

/**
 * The roles of the signed-in user: a signed-up author (author_status 1), or
 * anyone on site 511, sees every route; everyone else is an applicant who sees
 * Dashboard and Contact.
 */
export function rolesFor(authorStatus: number | undefined, site: number | undefined): Role[] {
  return isSignedAuthor(authorStatus) || site === SPECIAL_SITE_ID ? ['author'] : ['applicant'];
}

/** The portal's route filter: admin sees every route; others those whose meta roles match. */
export function filterRoutes<R extends Pick<RouteDef, 'roles'>>(all: readonly R[], roles: readonly Role[]): R[] {
  if (roles.includes('admin')) return [...all];
  return all.filter((r) => !r.roles || r.roles.some((role) => roles.includes(role)));
}

/** The side menu's entries for these roles, in order: the routes they may open, less entries kept for fewer roles. */
export function menuRoutes<R extends Pick<RouteDef, 'roles' | 'menu'>>(all: readonly R[], roles: readonly Role[]): R[] {
  return filterRoutes(all, roles)
    .filter((r) => r.menu && (roles.includes('admin') || !r.menu.roles || r.menu.roles.some((role) => roles.includes(role))))
    .sort((a, b) => a.menu!.order - b.menu!.order);
}
