import type { Locale } from '../../src/domain/locales';

/** The portal's and the domain's catalogs (with the legal pages' texts), eagerly, for the toolbar's language switch. */
const portal = import.meta.glob<Record<string, string>>(['../../src/client/i18n/*.json', '../../src/client/features/*/i18n/*.json', '../../src/client/components/*/i18n/*.json', '../../src/client/features/*/texts/*.json'], {
  eager: true,
  import: 'default',
});
const domain = import.meta.glob<Record<string, string>>('../../src/domain/i18n/*.json', { eager: true, import: 'default' });
/** Story-only texts, one folder per component group: `stories/support/i18n/<group>/<locale>.json`. */
const extra = import.meta.glob<Record<string, string>>('./i18n/*/*.json', { eager: true, import: 'default' });

/** Stories show the default brand: its name stands in for the portal's `{brand}`. */
const DEFAULT_BRAND = "Writers' Center";
const withBrand = (messages: Record<string, string>) => Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, text.replaceAll('{brand}', DEFAULT_BRAND)]));

const forLocale = (all: Record<string, Record<string, string>>, locale: string): Record<string, string> =>
  withBrand(Object.assign({}, ...Object.entries(all).filter(([path]) => path.endsWith(`/${locale}.json`)).map(([, messages]) => messages)));

/**
 * Each language's catalog, merged once: the decorator reads it on every render, and a new object each
 * time would make react-intl build its formatters again and every message re-render.
 */
const merged = new Map<string, Record<string, string>>();
export const catalogs = new Proxy({} as Record<Locale, Record<string, string>>, {
  get: (_, locale: string) => {
    let catalog = merged.get(locale);
    if (!catalog) merged.set(locale, (catalog = { ...forLocale(domain, locale), ...forLocale(portal, locale), ...forLocale(extra, locale) }));
    return catalog;
  },
});

/** The portal's own catalogs as the product loads them (`{brand}` left for the screen to fill in). */
export const portalCatalog = (locale: Locale): Record<string, string> => ({
  ...Object.assign({}, ...Object.entries(domain).filter(([path]) => path.endsWith(`/${locale}.json`)).map(([, messages]) => messages)),
  ...Object.assign({}, ...Object.entries(portal).filter(([path]) => path.endsWith(`/${locale}.json`)).map(([, messages]) => messages)),
});
