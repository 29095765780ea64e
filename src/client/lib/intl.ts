import type { Locale } from '../../domain/locales';

type Catalog = Record<string, string>;
type Loader = () => Promise<{ default: Catalog }>;

/** Every catalog is its own chunk: a page loads only its language. */
const portal = import.meta.glob<{ default: Catalog }>('../i18n/*.json');
const domain = import.meta.glob<{ default: Catalog }>('../../domain/i18n/*.json');

const pick = (loaders: Record<string, Loader>, locale: Locale): Loader | undefined =>
  Object.entries(loaders).find(([path]) => path.endsWith(`/${locale}.json`))?.[1];

const cache = new Map<Locale, Catalog>();

/** The portal's and the domain's messages for a locale (English fills any gap). */
export async function loadMessages(locale: Locale): Promise<Catalog> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const load = async (loaders: Record<string, Loader>, l: Locale) => (await pick(loaders, l)?.())?.default ?? {};
  const [p, d] = await Promise.all([load(portal, locale), load(domain, locale)]);
  const messages = { ...d, ...p };
  cache.set(locale, messages);
  return messages;
}

/** Feature catalogs (e.g. the legal pages) merged over the portal's, per locale. */
export function featureCatalog(loaders: Record<string, Loader>) {
  return async (locale: Locale): Promise<Catalog> => {
    const [base, extra] = await Promise.all([
      loadMessages(locale),
      (pick(loaders, locale) ?? pick(loaders, 'en'))?.().then((m) => m.default) ?? Promise.resolve({}),
    ]);
    return { ...base, ...extra };
  };
}
