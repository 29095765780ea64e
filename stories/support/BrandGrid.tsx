import * as React from 'react';
import { useFluent } from '@fluentui/react-components';
import { BrandProvider, brands, useBrand } from '@writers-center/design-system';

/**
 * Renders the same element once per brand, labelled, for the `AllSites` stories. Each cell takes the
 * toolbar's colour mode and direction from the story's own provider (and its language by inheritance),
 * so the dark grid shows every brand dark. The story run photographs each cell (`data-brand-cell`) as
 * a picture of its own.
 */
export function BrandGrid({ children, columns = 2 }: { children: React.ReactNode; columns?: number }) {
  const { colorMode } = useBrand();
  const { dir } = useFluent();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 16 }}>
      {brands.map((brand) => (
        <BrandProvider key={brand.key} siteId={brand.siteIds[0]} colorMode={colorMode} dir={dir}>
          <figure style={{ margin: 0 }} aria-label={brand.name} data-brand-cell={brand.key}>
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
