import { brandKeyForSite, brands, defaultBrand, type Brand } from '@writers-center/design-system';

/**
 * The toolbar's `site` global holds a brand's key (`inkwell`, `default`), so a link reads
 * `globals=site:inkwell`. Links made when it held a site id (`globals=site:500`) still open that
 * site's brand: a number, or a string of digits, is read as a site id. Anything else (an unknown
 * key or site id, no value) is the default brand, as the portal treats an unknown site.
 */
export function brandOfGlobal(site: unknown): Brand {
  const value = String(site ?? defaultBrand.key);
  const key = /^\d+$/.test(value) ? (brandKeyForSite(Number(value)) ?? defaultBrand.key) : value;
  return brands.find((brand) => brand.key === key) ?? defaultBrand;
}

/** The site id the brand of the global serves (the portal's store and the API's answers take it); undefined for the default brand. */
export const siteIdOfGlobal = (site: unknown): number | undefined => brandOfGlobal(site).siteIds[0];
