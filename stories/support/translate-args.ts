import type { Locale } from '../../src/domain/locales';
import { catalogs } from './catalogs';

let englishToId: Map<string, string> | undefined;

/** Finds each English catalog string in the args (deeply) and swaps in the locale's text. */
export function translateArgs<T>(args: T, locale: Locale): T {
  if (locale === 'en') return args;
  englishToId ??= new Map(Object.entries(catalogs.en).map(([id, text]) => [text, id]));
  const messages = catalogs[locale];
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const id = englishToId!.get(value);
      return id && messages[id] ? messages[id] : value;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    }
    return value;
  };
  return walk(args) as T;
}
