/**
 * Word counting by language section id (spec §5): 7 and 11 count letters plus
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
