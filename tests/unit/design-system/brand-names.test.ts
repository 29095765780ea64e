import { describe, expect, it } from 'vitest';
import { brands } from '../../../design-system/src/brands/all';
import { brandForSite, defaultBrand } from '../../../design-system/src/brands/registry';
import { DEFAULT_BRAND_NAME, brandNameOfSite } from '../../../src/domain/brand-names';
import { SITE_IDS } from '../../../src/domain/sites';

describe('the brand names the server writes in', () => {
  it('are the design system’s, for every site id and for none', () => {
    expect(brands.length).toBeGreaterThan(1);
    for (const site of SITE_IDS) expect([site, brandNameOfSite(site)]).toEqual([site, brandForSite(site).name]);
    expect(brandNameOfSite(null)).toBe(defaultBrand.name);
    expect(brandNameOfSite(undefined)).toBe(DEFAULT_BRAND_NAME);
    expect(brandNameOfSite(499)).toBe(DEFAULT_BRAND_NAME);
    expect(brandNameOfSite('540')).toBe('Hearthside Stories');
  });
});
