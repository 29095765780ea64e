import type { StoredTerms } from '../../db/schema';

/** Field by field: jsonb keeps its own key order. */
export const sameTerms = (a: StoredTerms, b: StoredTerms) =>
  a.type === b.type &&
  a.revenue_share === b.revenue_share &&
  a.term_years === b.term_years &&
  (a.first_paid_chapter ?? null) === (b.first_paid_chapter ?? null);
