import type { Locale } from '../../domain/locales';

type Catalog = Record<string, string>;
type Loader = () => Promise<{ default: Catalog }>;

/**
 * Every catalog is its own chunk, so a page loads only its language: the shell's shared words
 * (`src/client/i18n`), each feature's own (`features/<feature>/i18n`, written by
 * `npm run i18n:extract`) and the domain's validation messages, all requested at once.
 */
const shared = import.meta.glob<{ default: Catalog }>('../i18n/*.json');
const features = import.meta.glob<{ default: Catalog }>('../features/*/i18n/*.json');
const domain = import.meta.glob<{ default: Catalog }>('../../domain/i18n/*.json');

const pick = (loaders: Record<string, Loader>, locale: Locale): Loader | undefined =>
  Object.entries(loaders).find(([path]) => path.endsWith(`/${locale}.json`))?.[1];
const pickAll = (loaders: Record<string, Loader>, locale: Locale): Loader[] =>
  Object.entries(loaders)
    .filter(([path]) => path.endsWith(`/${locale}.json`))
    .map(([, load]) => load);

const cache = new Map<Locale, Catalog>();

/** Every message of the portal for a locale: domain, shared, then each feature's. */
export async function loadMessages(locale: Locale): Promise<Catalog> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const parts = await Promise.all(
    [pick(domain, locale), pick(shared, locale), ...pickAll(features, locale)].map(
      async (load) => (await load?.())?.default ?? {},
    ),
  );
  const messages: Catalog = Object.assign({}, ...parts);
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
