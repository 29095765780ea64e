/**
 * Word counting by language section id: 7 and 11 count letters plus
 * non-letter characters, 21 counts space-separated tokens, 17 counts
 * characters, any other counts words. One function for editor and server.
 */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const LETTER_RUN = /\p{L}+/gu;
const NON_LETTER = /[^\p{L}\s]/gu;

export function countWords(text: string, languageId?: number): number {
  if (!text) return 0;
  switch (languageId) {
    case 7:
    case 11:
      return (text.match(LETTER_RUN)?.length ?? 0) + (text.match(NON_LETTER)?.length ?? 0);
    case 21:
      return text.split(/\s+/).filter(Boolean).length;
    case 17:
      return [...text.replace(/\s+/g, '')].length;
    default:
      return text.match(WORD)?.length ?? 0;
  }
}

/**
 * `countWords` for one section, remembering each paragraph's count from the
 * previous call: while an author types, only the paragraph being edited is
 * counted again. Exact, because no rule counts across a line break.
 */
export function paragraphCounter(languageId?: number): (text: string) => number {
  let previous = new Map<string, number>();
  return (text) => {
    const current = new Map<string, number>();
    let total = 0;
    for (const paragraph of text.split('\n')) {
      let n = previous.get(paragraph) ?? current.get(paragraph);
      if (n === undefined) n = countWords(paragraph, languageId);
      current.set(paragraph, n);
      total += n;
    }
    previous = current;
    return total;
  };
}
