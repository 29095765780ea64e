/**
 * Machine vetting before an editor sees a text: contact details are not
 * allowed in public texts (spec §6: comments with contact information are
 * deleted; the same rule keeps intros clean). Returns what was found.
 */
export type ContactKind = 'email' | 'url' | 'phone';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
const URL_LIKE = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|io|me|co|info|xyz|app|link|ly)\b(?:\/\S*)?/i;
/** Seven or more digits, allowing the usual separators. */
const PHONE = /(?:\+?\d[\s().-]?){7,}/;

export function findContactInfo(text: string): ContactKind | null {
  if (EMAIL.test(text)) return 'email';
  if (URL_LIKE.test(text)) return 'url';
  if (PHONE.test(text)) return 'phone';
  return null;
}
