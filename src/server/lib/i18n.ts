import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES, type Locale, normalizeLocale } from '../../domain/locales';
import { dirUrlFromRoot } from './source-path';

type Catalog = Record<string, string>;

function load(dir: URL, locale: Locale): Catalog {
  return JSON.parse(readFileSync(new URL(`${locale}.json`, dir), 'utf8')) as Catalog;
}

/** Server messages and the domain's validation messages, per locale. */
const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    { ...load(dirUrlFromRoot('src/domain/i18n'), locale), ...load(dirUrlFromRoot('src/server/i18n'), locale) },
  ]),
) as Record<Locale, Catalog>;

const cache = new Map<string, IntlMessageFormat>();

/** Translates a message id into `lang`, falling back to English, then to the id. */
export function translate(lang: string | undefined, id: string, values?: Record<string, string | number>): string {
  const locale = normalizeLocale(lang);
  const source = Object.hasOwn(catalogs[locale], id) ? catalogs[locale][id] : Object.hasOwn(catalogs.en, id) ? catalogs.en[id] : undefined;
  if (source === undefined) return id;
  const key = `${locale}\u0000${id}`;
  let format = cache.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, locale);
    cache.set(key, format);
  }
  return String(format.format(values));
}

export function catalogFor(locale: Locale): Catalog {
  return catalogs[locale];
}
