import * as React from 'react';
import { BrandProvider, brands } from '@writers-center/design-system';

/** Renders the same element once per brand, labelled, for the `AllSites` stories. */
export function BrandGrid({ children, columns = 2 }: { children: React.ReactNode; columns?: number }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 16 }}>
      {brands.map((brand) => (
        <BrandProvider key={brand.key} siteId={brand.siteIds[0]}>
          <figure style={{ margin: 0 }} aria-label={brand.name}>
            <figcaption style={{ fontSize: 12, marginBottom: 4 }}>
              {brand.siteIds.length ? brand.siteIds.join(', ') : 'default'} · {brand.name}
            </figcaption>
            {children}
          </figure>
        </BrandProvider>
      ))}
    </div>
  );
}
