import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { brandForSite, defaultBrand, loadBrandForSite, loadedBrandForSite } from '../../../../design-system/src/brands/registry';
import { BrandProvider, useBrand } from '../../../../design-system/src/components/BrandProvider';

// Only the registry here (not `brands`, which holds them all): what the portal's first load has.
function BrandName() {
  return <p>{useBrand().brand.name}</p>;
}

describe('site brands load on first use', () => {
  it('answers the default brand at once, and a site’s brand only once its module is in', async () => {
    expect(loadedBrandForSite(undefined)).toBe(defaultBrand);
    expect(loadedBrandForSite(999)).toBe(defaultBrand);
    expect(loadedBrandForSite(503)).toBeUndefined();
    expect(brandForSite(503)).toBe(defaultBrand);
    const fablewind = await loadBrandForSite(503);
    expect(fablewind.siteIds).toContain(503);
    expect(loadedBrandForSite(503)).toBe(fablewind);
    expect(brandForSite(503)).toBe(fablewind);
    expect(await loadBrandForSite(undefined)).toBe(defaultBrand);
  });

  it('BrandProvider keeps the brand it shows until the next site’s brand is in, then switches to it', async () => {
    const view = render(
      <BrandProvider siteId={undefined}>
        <BrandName />
      </BrandProvider>,
    );
    expect(screen.getByText(defaultBrand.name)).toBeInTheDocument();
    expect(loadedBrandForSite(540)).toBeUndefined();
    view.rerender(
      <BrandProvider siteId={540}>
        <BrandName />
      </BrandProvider>,
    );
    // Not in yet: the default brand stays rather than an unstyled page.
    expect(screen.getByText(defaultBrand.name)).toBeInTheDocument();
    const hearthside = await loadBrandForSite(540);
    expect(await screen.findByText(hearthside.name)).toBeInTheDocument();
    expect(view.container.querySelector('[data-brand]')).toHaveAttribute('data-brand', hearthside.key);
  });
});
