/** Site ids run from 500 to 566. */
export const SITE_ID_MIN = 500;
export const SITE_ID_MAX = 566;
/** The site whose authors see every route, like an undefined site. */
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

/** Every site id, in order. */
export const SITE_IDS: readonly number[] = Array.from({ length: SITE_ID_MAX - SITE_ID_MIN + 1 }, (_, i) => SITE_ID_MIN + i);

/**
 * The site an author's works belong to: the one the account came from. An account from no site
 * belongs to the special site, which stands for an undefined site (isSpecialSite).
 */
export const siteOfAuthor = (fromSite: number | null | undefined): number => fromSite ?? SPECIAL_SITE_ID;
