/**
 * Personal data on the wire and on screens: masked to its last four characters unless its owner
 * re-enters their password to reveal one value (POST /v1/author.personalReveal, audited).
 */

/** The author's own fields that can be revealed; contracts and payee details add theirs here. */
export const REVEALABLE_FIELDS = ['birth_date', 'social_account'] as const;
export type RevealableField = (typeof REVEALABLE_FIELDS)[number];

/** `1994-06-12` → `••••••06-12`: the last four characters, the rest hidden (short values wholly). */
export function maskTail(value: string, visible = 4): string {
  const chars = [...value];
  if (chars.length <= visible) return '•'.repeat(chars.length);
  return '•'.repeat(chars.length - visible) + chars.slice(-visible).join('');
}
