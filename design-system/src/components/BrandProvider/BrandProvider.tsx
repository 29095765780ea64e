import * as React from 'react';
import { FluentProvider, useFocusFinders } from '@fluentui/react-components';
import { brandForSite, loadBrandForSite, loadedBrandForSite } from '../../brands/registry';
import type { Brand, ColorMode } from '../../brands/types';
import { createBrandTheme } from '../../theme/createBrandTheme';

export interface BrandContextValue {
  brand: Brand;
  colorMode: ColorMode;
  /** the language of the text below, if a provider above said it */
  lang?: string;
}

const BrandContext = React.createContext<BrandContextValue>({ brand: brandForSite(undefined), colorMode: 'light' });

/** The brand and colour mode in force below the nearest BrandProvider. */
export const useBrand = (): BrandContextValue => React.useContext(BrandContext);

export interface BrandProviderProps {
  /** the site id (500–566); undefined or unknown ids get the default brand */
  siteId?: number;
  /** light or dark theme of the brand, also read by BrandLogo and `useBrand()`; @default 'light' */
  colorMode?: ColorMode;
  /** text direction of the subtree: 'rtl' mirrors the layout; @default 'ltr' */
  dir?: 'ltr' | 'rtl';
  /** BCP 47 language tag of the text inside (its script's face joins the font stacks where the brand's lack it); @default the enclosing BrandProvider's */
  lang?: string;
  /** class name added to the root element (Fluent's provider `<div>`) */
  className?: string;
  /** the content that gets the brand's theme */
  children?: React.ReactNode;
}

/**
 * The brand of a site id. A site brand not loaded yet is fetched; until it is in, the brand shown
 * before stays (the default brand on a first render), so the page never flashes unstyled.
 */
function useSiteBrand(siteId: number | undefined): Brand {
  const wanted = loadedBrandForSite(siteId);
  const [shown, setShown] = React.useState<Brand>(() => wanted ?? brandForSite(undefined));
  React.useEffect(() => {
    if (wanted) {
      setShown(wanted);
      return;
    }
    let live = true;
    loadBrandForSite(siteId).then(
      (brand) => live && setShown(brand),
      () => undefined, // offline: the brand shown stays, and the next change of site tries again
    );
    return () => {
      live = false;
    };
  }, [siteId, wanted]);
  return wanted ?? shown;
}

/**
 * Starts Fluent's keyboard focus management (tabster) with the provider, before the first key is
 * pressed. Fluent starts it with the first component that needs it; when that one mounts late (a
 * toaster loaded on first use), starting it then drops the focus ring of the element that has focus.
 */
function FocusManagement() {
  useFocusFinders();
  return null;
}

/** Applies the brand of a site id: Fluent theme from its ramp and token partials (a site's brand loads on first use). */
export const BrandProvider = ({ siteId, colorMode = 'light', dir = 'ltr', lang: ownLang, className, children }: BrandProviderProps) => {
  const brand = useSiteBrand(siteId);
  // A provider inside another (a brand grid's cell) draws its text in the same language's faces.
  const outer = useBrand();
  const lang = ownLang ?? outer.lang;
  const theme = createBrandTheme(brand, colorMode, lang);
  const value = React.useMemo(() => ({ brand, colorMode, lang }), [brand, colorMode, lang]);
  return (
    <BrandContext.Provider value={value}>
      <FluentProvider theme={theme} dir={dir} lang={lang} className={className} data-brand={brand.key}>
        <FocusManagement />
        {children}
      </FluentProvider>
    </BrandContext.Provider>
  );
};
BrandProvider.displayName = 'BrandProvider';
