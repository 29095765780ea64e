import type { Brand } from './types';
import { defaultBrand } from './default';
import { siteBrands } from './sites';

export { defaultBrand };

/** Every brand, the default first. */
export const brands: readonly Brand[] = [defaultBrand, ...siteBrands];

const bySite = new Map<number, Brand>();
for (const brand of siteBrands) for (const id of brand.siteIds) bySite.set(id, brand);

/** The brand of a site id; the default brand for an undefined or unknown id. */
export function brandForSite(siteId: number | undefined | null): Brand {
  return (siteId != null && bySite.get(siteId)) || defaultBrand;
}

/** Every site id that has a brand of its own, ascending. */
export const brandedSiteIds: readonly number[] = [...bySite.keys()].sort((a, b) => a - b);
