import { readFileSync } from 'node:fs';
import { LOCALES } from '../../../domain/locales';
import type { LocalizedText } from '../../db/schema';
import { fromRoot } from '../../lib/source-path';

/** key → { locale → name }, read once from ./i18n. */
const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(readFileSync(fromRoot('src/server/seed/reference/i18n', `${locale}.json`), 'utf8')) as Record<string, string>]),
);

export function namesOf(key: string): LocalizedText {
  const out: LocalizedText = {};
  for (const locale of LOCALES) {
    const name = catalogs[locale]?.[key];
    if (name) out[locale] = name;
  }
  return out;
}
