/**
 * Text staff write per interface language (contest and program names, announcements, payout
 * failure reasons): a map of locale → text in which English is the fallback every author can read.
 */
import Type from 'typebox';
import { LOCALES } from '../../domain/locales';
import { TEXT_MAX_CHARS } from '../../domain/limits';
import type { LocalizedText } from '../db/schema';
import { ValidationError } from '../lib/errors';

/** The request shape: at most one text per interface language. */
export const LocalizedInput = (description: string, example: LocalizedText, maxLength: number = TEXT_MAX_CHARS) =>
  Type.Record(Type.String({ maxLength: 8 }), Type.String({ maxLength }), {
    maxProperties: LOCALES.length,
    description: `${description} per interface language, e.g. { "en": "…", "de": "…" }; English is the fallback`,
    examples: [example],
  });

/** Only the interface languages, trimmed; a language whose text is blank is left out. */
export function localizedText(value: Record<string, string> | undefined, field: string): LocalizedText {
  const out: LocalizedText = {};
  for (const [locale, text] of Object.entries(value ?? {})) {
    if (!(LOCALES as readonly string[]).includes(locale)) throw new ValidationError({ [field]: { id: 'validation.invalid' } });
    if (text.trim()) out[locale] = text.trim();
  }
  return out;
}

/** As `localizedText`, and English must be there: it is what an author whose language is missing reads. */
export function withEnglish(value: Record<string, string> | undefined, field: string, messageId: string): LocalizedText {
  const text = localizedText(value, field);
  if (!text.en) throw new ValidationError({ [field]: { id: messageId } });
  return text;
}

/** Command-line flags `--name-en "…" --name-de "…"` → { en: …, de: … } */
export function perLanguage(flags: Record<string, string | boolean | undefined>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(flags)) if (key.startsWith(`${prefix}-`) && typeof value === 'string') out[key.slice(prefix.length + 1)] = value;
  return out;
}
