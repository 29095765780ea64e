/**
 * Bank accounts of payees: accounts in a country of the IBAN registry must be IBANs of
 * that country; SWIFT/BIC codes are checked, and must name the bank's country. Checked with
 * ibantools (maintained, browser-safe), the same in form and server. Apart from payee.ts so that
 * screens which only name the fields do not carry the registry.
 */
import { countrySpecs, electronicFormatIBAN, extractBIC, isValidBIC, isValidIBAN } from 'ibantools';

/** Whether bank accounts of this country (ISO 3166-1 alpha-2) are IBANs. */
export function usesIban(country: string | null | undefined): boolean {
  if (!country) return false;
  const spec = (countrySpecs as Record<string, { IBANRegistry?: boolean } | undefined>)[country.toUpperCase()];
  return spec?.IBANRegistry === true;
}

/** An account number as stored: IBANs in their electronic form (no spaces, upper case), others trimmed. */
export function normalizeAccount(value: string, country: string | null | undefined): string {
  return usesIban(country) ? (electronicFormatIBAN(value) ?? value.trim()) : value.trim();
}

/** A bank account number: for an IBAN country a valid IBAN of that country, else 4–34 letters, digits, spaces or dashes. */
export function isValidAccount(value: string, country: string | null | undefined): boolean {
  if (usesIban(country)) {
    const iban = electronicFormatIBAN(value) ?? '';
    return isValidIBAN(iban) && iban.slice(0, 2) === country!.toUpperCase();
  }
  return /^[A-Za-z0-9][A-Za-z0-9 -]{2,32}[A-Za-z0-9]$/.test(value.trim());
}

/** A SWIFT/BIC code (8 or 11 characters) of a bank in `country` when one is given. */
export function isValidSwift(value: string, country: string | null | undefined): boolean {
  const code = value.replace(/\s+/g, '').toUpperCase();
  if (!isValidBIC(code)) return false;
  return !country || extractBIC(code).countryCode === country.toUpperCase();
}
