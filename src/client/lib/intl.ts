import type { Locale } from '../../domain/locales';

type Catalog = Record<string, string>;
type Loader = () => Promise<{ default: Catalog }>;
/** One catalog in every language: the loaders `import.meta.glob('./i18n/*.json')` gives, by path. */
export type CatalogLoaders = Record<string, Loader>;

/**
 * Catalogs by screen: every catalog is its own chunk, and a page loads only the catalogs of what
 * it shows, in its language. The domain's validation messages and the shell's shared words
 * (`src/client/i18n`) come first; a feature's own (`features/<feature>/i18n`, written by
 * `npm run i18n:extract`), or a shared group of components' (`components/<group>/i18n`), are
 * declared by the module that defines its messages
 * (`featureCatalogs(import.meta.glob('./i18n/*.json'))`), and a screen's route loads every catalog
 * declared by the time its code has arrived before it renders (`catalogsReady`).
 */
const base: CatalogLoaders[] = [import.meta.glob<{ default: Catalog }>('../../domain/i18n/*.json'), import.meta.glob<{ default: Catalog }>('../i18n/*.json')];

/** Feature catalogs in use (a folder declared from two modules is fetched once: the browser keeps the chunk). */
const declared = new Set<CatalogLoaders>();
/** What has arrived, per language, in the order it was declared. */
const loaded = new Map<Locale, Map<CatalogLoaders, Catalog>>();
const inFlight = new Map<CatalogLoaders, Map<Locale, Promise<void>>>();
const merged = new Map<Locale, { version: number; messages: Catalog }>();
const listeners = new Set<() => void>();
let version = 0;
let active: Locale = 'en';

const pick = (loaders: CatalogLoaders, locale: Locale): Loader | undefined =>
  Object.entries(loaders).find(([path]) => path.endsWith(`/${locale}.json`))?.[1];

/** Declares a feature's or a group of components' catalogs (from the module that defines its messages). */
export function featureCatalogs(loaders: CatalogLoaders): void {
  declared.add(loaders);
}

function loadOne(locale: Locale, loaders: CatalogLoaders): Promise<void> {
  if (loaded.get(locale)?.has(loaders)) return Promise.resolve();
  let pending = inFlight.get(loaders)?.get(locale);
  if (!pending) {
    pending = (pick(loaders, locale)?.() ?? Promise.resolve({ default: {} }))
      .then(({ default: catalog }) => {
        let parts = loaded.get(locale);
        if (!parts) loaded.set(locale, (parts = new Map()));
        parts.set(loaders, catalog);
        version++;
        for (const listener of listeners) listener();
      })
      .finally(() => inFlight.get(loaders)?.delete(locale));
    if (!inFlight.has(loaders)) inFlight.set(loaders, new Map());
    inFlight.get(loaders)!.set(locale, pending);
  }
  return pending;
}

/** Every catalog declared so far, in `locale` (by default the language last asked for), loaded. */
export async function catalogsReady(locale: Locale = active): Promise<void> {
  await Promise.all([...base, ...declared.values()].map((loaders) => loadOne(locale, loaders)));
}

/** The messages of `locale` loaded so far, merged (the same object until another catalog arrives). */
export function catalogSnapshot(locale: Locale): Catalog {
  const cached = merged.get(locale);
  if (cached?.version === version) return cached.messages;
  const parts = loaded.get(locale);
  const order = [...base, ...declared.values()];
  const messages: Catalog = Object.assign({}, ...order.map((loaders) => parts?.get(loaders) ?? {}));
  merged.set(locale, { version, messages });
  return messages;
}

/** Told whenever another catalog arrives. */
export function subscribeCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The portal's messages in `locale`, which becomes the language screens load their catalogs in. */
export async function loadMessages(locale: Locale): Promise<Catalog> {
  active = locale;
  await catalogsReady(locale);
  return catalogSnapshot(locale);
}
