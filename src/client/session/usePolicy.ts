import { policyForSite, type SitePolicy } from '../../domain/limits';
import { useAppSelector } from './hooks';
import { selectSite } from './session-slice';

/** The limits of the author's site: the same function the server applies (GET /v1/site.policy serves it too). */
export function usePolicy(): SitePolicy {
  return policyForSite(useAppSelector(selectSite));
}
