/** Site ids run from 500 to 566 (spec §1, §9). */
export const SITE_ID_MIN = 500;
export const SITE_ID_MAX = 566;
/** The site whose authors see every route, like an undefined site (spec §1, §4). */
export const SPECIAL_SITE_ID = 511;

export function parseSiteId(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isInteger(n) && n >= SITE_ID_MIN && n <= SITE_ID_MAX ? n : undefined;
}

/** Ids 511 and undefined trigger the special site flag. */
export function isSpecialSite(siteId: number | undefined): boolean {
  return siteId === undefined || siteId === SPECIAL_SITE_ID;
}
