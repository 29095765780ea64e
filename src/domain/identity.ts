/**
 * Checks of identity numbers and telephone numbers by the country's format, where a maintained
 * library knows it: libphonenumber-js (Google's libphonenumber metadata) for phones, validator.js
 * for national ID card and passport numbers. Elsewhere a plain shape check stands in.
 */
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import isIdentityCard from 'validator/es/lib/isIdentityCard';
import isPassportNumber from 'validator/es/lib/isPassportNumber';
import type { IdDocumentType } from './contract';

/** validator.js names some countries' ID-card rules by locale rather than by country. */
const ID_CARD_LOCALE: Record<string, string> = {
  PL: 'PL',
  ES: 'ES',
  FI: 'FI',
  IN: 'IN',
  IR: 'IR',
  IT: 'IT',
  NO: 'NO',
  TH: 'TH',
  LK: 'LK',
  PK: 'PK',
  IL: 'he-IL',
  LY: 'ar-LY',
  TN: 'ar-TN',
  CN: 'zh-CN',
  HK: 'zh-HK',
  TW: 'zh-TW',
};

/** Countries whose passport numbers validator.js knows (its own list, checked at call time). */
const PASSPORT_COUNTRIES = new Set([
  'AM', 'AR', 'AT', 'AU', 'AZ', 'BE', 'BG', 'BY', 'BR', 'CA', 'CH', 'CN', 'CY', 'CZ', 'DE', 'DK', 'DZ', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE',
  'IN', 'IR', 'ID', 'IS', 'IT', 'JM', 'JP', 'KR', 'KZ', 'LI', 'LT', 'LU', 'LV', 'LY', 'MT', 'MX', 'MY', 'MZ', 'NL', 'NZ', 'PH', 'PK', 'PL', 'PT', 'RO', 'RU',
  'SE', 'SL', 'SK', 'TH', 'TR', 'UA', 'US', 'ZA',
]);

/** Letters, digits, spaces, hyphens and slashes, 4 to 30 of them: any document number's shape. */
const GENERIC_ID = /^[\p{L}\p{N}][\p{L}\p{N} /-]{2,28}[\p{L}\p{N}]$/u;

/**
 * Is `value` a well-formed number of this document for this country? `true` where the country's
 * format is unknown and the value has a document number's shape.
 */
export function isValidIdNumber(value: string, type: IdDocumentType, country: string | null | undefined): boolean {
  const trimmed = value.trim();
  if (!GENERIC_ID.test(trimmed)) return false;
  const code = (country ?? '').toUpperCase();
  const compact = trimmed.replace(/[\s-]/g, '');
  try {
    if (type === 'id_card' && ID_CARD_LOCALE[code]) return isIdentityCard(compact, ID_CARD_LOCALE[code] as Parameters<typeof isIdentityCard>[1]);
    if (type === 'passport' && PASSPORT_COUNTRIES.has(code)) return isPassportNumber(compact.toUpperCase(), code);
  } catch {
    return true;
  }
  return true;
}

/**
 * A telephone number a person can be called on: written with its country code (+44 …), or in the
 * national form of `country`. libphonenumber-js's "min" metadata checks its length and prefixes.
 */
export function isValidPhone(value: string, country: string | null | undefined): boolean {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]{5,24}$/.test(trimmed)) return false;
  try {
    return isValidPhoneNumber(trimmed, (country || undefined) as CountryCode | undefined);
  } catch {
    return false;
  }
}
