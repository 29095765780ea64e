/**
 * The eleven interface languages. `code` is the locale id used for catalogs,
 * cookies, local storage and the API's `lang` query.
 */
export const LOCALES = ['en', 'es', 'id', 'pt', 'ru', 'th', 'fil', 'fr', 'vi', 'de', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
/** What the client sends as `lang` before any language is chosen. */
export const DEFAULT_API_LANG = 'en-us';

/** Each language's name in its own language, for the language selector. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  id: 'Bahasa Indonesia',
  pt: 'Português',
  ru: 'Русский',
  th: 'ไทย',
  fil: 'Filipino',
  fr: 'Français',
  vi: 'Tiếng Việt',
  de: 'Deutsch',
  zh: '中文',
};

/** A Map, not an object literal: `lang=constructor` must not find Object.prototype's members. */
const ALIASES: ReadonlyMap<string, Locale> = new Map([
  ['tl', 'fil'],
  ['en-us', 'en'],
  ['en-gb', 'en'],
  ['pt-br', 'pt'],
  ['zh-cn', 'zh'],
  ['zh-hans', 'zh'],
  ['in', 'id'],
]);

/** Maps any language tag (`en-us`, `tl`, `pt-BR`, `zh-Hans-CN`) to one of ours, or null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag || typeof tag !== 'string' || tag.length > 35) return null;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  const alias = ALIASES.get(lower);
  if (alias) return alias;
  if ((LOCALES as readonly string[]).includes(lower)) return lower as Locale;
  const primary = lower.split('-')[0];
  const primaryAlias = ALIASES.get(primary);
  if (primaryAlias) return primaryAlias;
  return (LOCALES as readonly string[]).includes(primary) ? (primary as Locale) : null;
}

export function normalizeLocale(tag: string | null | undefined): Locale {
  return matchLocale(tag) ?? DEFAULT_LOCALE;
}
