import type { Locale } from '../../../../domain/locales';

export type ContractType = 'exclusive' | 'non_exclusive';

export interface ContractTerms {
  type: ContractType;
  /** the author's share of net income, 1..100 */
  revenueSharePercent: number;
  /** 1..10 */
  termYears: number;
  /** the chapter number from which chapters are paid, or null (the contract has no such clause) */
  firstPaidChapter: number | null;
}

export type PartyRole = 'author' | 'guardian' | 'platform';

export interface ContractParty {
  role: PartyRole;
  legalName: string;
  penName?: string;
  email?: string;
}

export interface SignatureRecord {
  role: PartyRole;
  /** the signer's legal name as printed under the signature */
  name: string;
  /** PNG (the portal's signature pad, drawn or typed); null for the platform's countersignature, printed as text */
  image: Uint8Array | null;
  signedAt: Date;
  ip: string;
  userAgent: string;
}

export interface ContractDocument {
  /** e.g. "WC-2026-000042" */
  contractNo: string;
  /** the whole contract is in this language */
  lang: Locale;
  /** the brand of the author's site, e.g. "Hearthside Stories" */
  platformName: string;
  work: { bookId: number; title: string };
  /** author, guardian when the author is a minor, platform */
  parties: ContractParty[];
  terms: ContractTerms;
  preparedAt: Date;
}
