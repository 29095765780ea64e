import type { ContractDocument } from './types';
import { contractMessage, type MessageValues } from './messages';

/** One clause of the contract; `summary` is the plain-language sentence shown beside it. */
export interface Clause {
  id: string;
  title: string;
  text: string;
  summary: string;
}

export type KeyTermId = 'term' | 'exclusivity' | 'rights' | 'revenue_share' | 'termination' | 'first_paid_chapter';

/** A row of the key-terms card shown above the clauses (in the PDF and on the portal's signing screen). */
export interface KeyTerm {
  id: KeyTermId;
  label: string;
  value: string;
}

export type ClauseInput = Pick<ContractDocument, 'lang' | 'platformName' | 'work' | 'parties' | 'terms'>;

/** The clauses in the order they are numbered; a clause that does not apply to a contract is left out. */
export const CLAUSE_IDS = [
  'grant',
  'term',
  'revenue',
  'first_paid_chapter',
  'author_warranties',
  'platform_duties',
  'termination',
  'guardian_consent',
  'governing_terms',
  'electronic_signature',
] as const;
export type ClauseId = (typeof CLAUSE_IDS)[number];

/** The contract's clauses and key terms in its language, filled in from its terms. */
export function contractClauses(doc: ClauseInput): { clauses: Clause[]; keyTerms: KeyTerm[] } {
  const { lang, terms } = doc;
  const values: MessageValues = {
    platform: doc.platformName,
    title: doc.work.title,
    bookId: String(doc.work.bookId),
    years: terms.termYears,
    percent: terms.revenueSharePercent,
    chapter: String(terms.firstPaidChapter ?? ''),
    author: doc.parties.find((p) => p.role === 'author')?.legalName ?? '',
  };
  const t = (id: string) => contractMessage(lang, id, values);
  const hasGuardian = doc.parties.some((p) => p.role === 'guardian');

  const applies: Record<ClauseId, boolean> = {
    grant: true,
    term: true,
    revenue: true,
    first_paid_chapter: terms.firstPaidChapter !== null,
    author_warranties: true,
    platform_duties: true,
    termination: true,
    guardian_consent: hasGuardian,
    governing_terms: true,
    electronic_signature: true,
  };
  // The grant's wording depends on exclusivity; every other clause has one text.
  const variant = (id: ClauseId) => (id === 'grant' ? `.${terms.type}` : '');
  const clauses = CLAUSE_IDS.filter((id) => applies[id]).map((id) => ({
    id,
    title: t(`clause.${id}.title`),
    text: t(`clause.${id}.text${variant(id)}`),
    summary: t(`clause.${id}.summary${variant(id)}`),
  }));

  const keyTerms: KeyTerm[] = [
    { id: 'term', label: t('keyTerm.term'), value: t('keyTerm.term.value') },
    { id: 'exclusivity', label: t('keyTerm.exclusivity'), value: t(`keyTerm.exclusivity.${terms.type}`) },
    { id: 'rights', label: t('keyTerm.rights'), value: t('keyTerm.rights.value') },
    { id: 'revenue_share', label: t('keyTerm.revenue_share'), value: t('keyTerm.revenue_share.value') },
    { id: 'termination', label: t('keyTerm.termination'), value: t('keyTerm.termination.value') },
    {
      id: 'first_paid_chapter',
      label: t('keyTerm.first_paid_chapter'),
      value: t(terms.firstPaidChapter === null ? 'keyTerm.first_paid_chapter.none' : 'keyTerm.first_paid_chapter.value'),
    },
  ];
  return { clauses, keyTerms };
}
