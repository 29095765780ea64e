import type { Brand } from './types';
import { defaultBrand } from './default';
import { siteBrandLoaders, type SiteBrandLoader } from './sites/loaders';

export { defaultBrand };

const loaderBySite = new Map<number, SiteBrandLoader>();
for (const loader of siteBrandLoaders) for (const id of loader.siteIds) loaderBySite.set(id, loader);
const loaded = new Map<string, Brand>();

/** Makes brands available at once, without loading (Storybook and tests hold them all: `brands`). */
export function registerBrands(list: readonly Brand[]) {
  for (const brand of list) loaded.set(brand.key, brand);
}

/**
 * The brand of a site id: the default brand for an undefined or unknown id, the site's brand once
 * its module is in, `undefined` while it is not (see `loadBrandForSite`).
 */
export function loadedBrandForSite(siteId: number | undefined | null): Brand | undefined {
  const loader = siteId != null ? loaderBySite.get(siteId) : undefined;
  return loader ? loaded.get(loader.key) : defaultBrand;
}

/** The brand of a site id; the default brand for an undefined or unknown id, or a site's brand not loaded yet. */
export function brandForSite(siteId: number | undefined | null): Brand {
  return loadedBrandForSite(siteId) ?? defaultBrand;
}

/** Loads the brand of a site id (resolves at once for the default brand and for one already in). */
export async function loadBrandForSite(siteId: number | undefined | null): Promise<Brand> {
  const known = loadedBrandForSite(siteId);
  if (known) return known;
  const brand = await loaderBySite.get(siteId!)!.load();
  loaded.set(brand.key, brand);
  return brand;
}

/** The key of a site's own brand (its module's name in the build); undefined for a site without one. */
export function brandKeyForSite(siteId: number | undefined | null): string | undefined {
  return siteId != null ? loaderBySite.get(siteId)?.key : undefined;
}

/** Every site id that has a brand of its own, ascending. */
export const brandedSiteIds: readonly number[] = [...loaderBySite.keys()].sort((a, b) => a - b);
