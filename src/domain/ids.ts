/** Largest id, page or version PostgreSQL's `integer` holds. */
export const INT4_MAX = 2_147_483_647;

/**
 * The one rule for an id written in an address (a path segment or a query value): digits only, from
 * 1 to INT4_MAX. Anything else (empty, signs, decimals, "1e3", too large) is no id: undefined.
 */
export function idFromText(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= INT4_MAX ? id : undefined;
}
