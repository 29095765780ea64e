import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES, type Locale } from '../../../../domain/locales';
import { fromRoot } from '../../../lib/source-path';

/**
 * The contract's own catalogs (./i18n/<locale>.json), formatted like src/server/lib/i18n.ts does:
 * ICU messages through intl-messageformat. Kept apart from the server's catalog because a
 * contract is a legal text the back office reviews as a whole, per language.
 */
export type ContractCatalog = Record<string, string>;
export type MessageValues = Record<string, string | number>;

const catalogs = new Map<Locale, ContractCatalog>();

export function contractCatalog(locale: Locale): ContractCatalog {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = JSON.parse(readFileSync(fromRoot('src/server/modules/contract/document/i18n', `${locale}.json`), 'utf8')) as ContractCatalog;
    catalogs.set(locale, catalog);
  }
  return catalog;
}

const formats = new Map<string, IntlMessageFormat>();

/** Formats a contract message in `locale`; a message a catalog lacks comes from English (a test keeps them complete). */
export function contractMessage(locale: Locale, id: string, values?: MessageValues): string {
  const own = contractCatalog(locale);
  const [source, sourceLocale] = Object.hasOwn(own, id) ? [own[id], locale] : [contractCatalog('en')[id], 'en' as Locale];
  if (source === undefined) throw new Error(`contract message "${id}" is missing`);
  const key = `${sourceLocale}\u0000${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, sourceLocale);
    formats.set(key, format);
  }
  return String(format.format(values));
}

export const contractLocales: readonly Locale[] = LOCALES;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date as the contract prints it: in the contract's language, in UTC (the same on every server). */
export function formatContractDate(locale: Locale, date: Date, withTime = false): string {
  const key = `${locale}/${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' } : { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format.format(date);
}
