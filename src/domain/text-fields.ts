/**
 * One rule per kind of free-text field, for the forms' schemas and the server alike:
 * - a title (of a novel or a chapter): letters, digits and the punctuation of titles; no emoji
 *   or symbols (the chapter's rule, `forbiddenInTitle`);
 * - a person's name as on an ID (legal name, guardian, account holder): letters and the marks of
 *   names (spaces, . ' ’ -); no digits, emoji or markup;
 * - a line of plain text (an address, a bank's name, a profile link): anything readable, but no
 *   emoji, no markup brackets and no invisible or control characters.
 */
/** Letters (any script, with their combining marks) and the separators names are written with. */
const NAME_ALLOWED = /[\p{L}\p{M}\s.'’‘\-‐]/u;
const EMOJI = /\p{Extended_Pictographic}/u;
/** Joiners, variation selectors and skin tones: parts of an emoji already reported. */
const EMOJI_PART = {
  test(ch: string) {
    const cp = ch.codePointAt(0) ?? 0;
    return cp === 0x200d || cp === 0xfe0e || cp === 0xfe0f || (cp >= 0x1f3fb && cp <= 0x1f3ff);
  },
};
/** Markup brackets, private use, unassigned, format (invisible) and control characters. */
const LINE_REFUSED = /[<>\p{Co}\p{Cn}\p{Cf}\p{Cc}]/u;

/** The first character a person's name may not hold, and how many there are; undefined when it is clean. */
export function forbiddenInName(text: string): { char: string; count: number } | undefined {
  const found = [...text].filter((ch) => !NAME_ALLOWED.test(ch) && !EMOJI_PART.test(ch));
  return found.length ? { char: found[0], count: found.length } : undefined;
}

/** The first character a plain line (address, bank, link) may not hold, and how many there are. */
export function forbiddenInLine(text: string): { char: string; count: number } | undefined {
  const found = [...text].filter((ch) => EMOJI.test(ch) || (LINE_REFUSED.test(ch) && !EMOJI_PART.test(ch)));
  return found.length ? { char: found[0], count: found.length } : undefined;
}

/** Two email addresses that reach the same mailbox as far as the portal can tell (case and spaces aside). */
export const sameEmail = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
