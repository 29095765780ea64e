/**
 * Payee details: where an author's money goes.
 * A payment method must be chosen; each method needs its own fields, and every payee gives a
 * telephone, an address, an ID number and a social account. The account and SWIFT checks are in
 * payee-account.ts, with the IBAN registry they need.
 */
export const PAYEE_METHODS = ['bank', 'paypal'] as const;
export type PayeeMethod = (typeof PAYEE_METHODS)[number];

/** The fields of each method, as named on the wire. */
export const METHOD_FIELDS = {
  bank: ['bank', 'bank_account', 'account_holder', 'swift', 'branch_postal_code'],
  paypal: ['paypal'],
} as const satisfies Record<PayeeMethod, readonly string[]>;
/** The fields every payee gives, whatever the method. */
export const COMMON_PAYEE_FIELDS = ['telephone', 'address', 'id_number', 'facebook'] as const;

export type PayeeField = (typeof METHOD_FIELDS)[PayeeMethod][number] | (typeof COMMON_PAYEE_FIELDS)[number] | 'country';

/** Days payouts wait after payee details change (a per-site setting: SitePolicy.payeeCoolingOffDays). */
export const PAYEE_COOLING_OFF_DAYS = 7;
