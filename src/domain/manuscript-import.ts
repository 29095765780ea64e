/**
 * Importing a manuscript: the limits, how chapters are found in it, and the length checks the preview shows.
 * Shared by the server (which splits the file) and the portal (which re-checks the list while the author
 * merges and splits chapters).
 */
import type { Range } from './limits';

export const IMPORT_LIMITS = {
  /** the uploaded file */
  maxBytes: 50 * 1024 * 1024,
  /** a DOCX or EPUB unpacked, read from its directory before anything is inflated */
  maxUnpackedBytes: 300 * 1024 * 1024,
  maxZipEntries: 10_000,
  maxChapters: 200,
  maxWords: 1_000_000,
} as const;

/** Hours a preview is kept for its confirmation. */
export const IMPORT_TTL_HOURS = 24;

export const IMPORT_FORMATS = ['docx', 'epub', 'markdown', 'html', 'text'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** How chapters are found: headings (H1/H2, `#`/`##`, an EPUB's table of contents), or a marker line. */
export const SPLIT_MODES = ['headings', 'marker'] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

/** The marker lines an author may choose: "Chapter N" in any of the portal's languages, or a line of `***`. */
export const SPLIT_MARKERS = ['chapter', '***'] as const;
export type SplitMarker = (typeof SPLIT_MARKERS)[number];

const NUMBER = '(?:\\d+|[ivxlcdm]+|[一二三四五六七八九十百千万零〇两]+)';
/** Chapter, Capítulo, Bab, Глава, ตอนที่/บทที่, Kabanata, Chapitre, Chương, Kapitel, 第N章 (and Capitulo, Chuong as typed). */
const CHAPTER_LINE = new RegExp(
  `^(?:(?:chapter|chap\\.|cap[ií]tulo|bab|глава|ตอนที่|บทที่|kabanata|chapitre|ch[ưu][ơo]ng|kapitel)\\s*${NUMBER}(?=$|[\\s.:：,—–-])|第\\s*${NUMBER}\\s*[章回节])`,
  'iu',
);

/** True when a line opens a chapter: "Chapter 12", "Capítulo 3: …", "บทที่ 4", "第十二章 …". */
export function isChapterLine(text: string): boolean {
  const line = text.trim();
  return line.length <= 200 && CHAPTER_LINE.test(line);
}

export type LengthFlagKind = 'too_short' | 'too_long';
export type LengthSuggestion = { action: 'merge_next' } | { action: 'merge_previous' } | { action: 'split'; split_at: number };
export interface LengthFlag {
  kind: LengthFlagKind;
  suggestion: LengthSuggestion;
}

/**
 * Where to split a chapter that is too long: the paragraph boundary nearest its middle, so both halves are
 * as even as the paragraphs allow. `paragraphWords` are the words of each block in order.
 */
export function suggestedSplit(paragraphWords: readonly number[]): number {
  const total = paragraphWords.reduce((sum, n) => sum + n, 0);
  let best = 1;
  let bestDistance = Infinity;
  let before = 0;
  for (let i = 1; i < paragraphWords.length; i++) {
    before += paragraphWords[i - 1];
    const distance = Math.abs(total / 2 - before);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The site's chapter length rule applied to one chapter of a list: too short suggests merging with the next
 * chapter (the previous one for the last), too long a split near the middle. A one-paragraph chapter cannot be
 * split, so it is not suggested.
 */
export function lengthFlags(words: number, paragraphWords: readonly number[], range: Range, index: number, count: number): LengthFlag[] {
  if (words < range.min && count > 1) {
    return [{ kind: 'too_short', suggestion: index < count - 1 ? { action: 'merge_next' } : { action: 'merge_previous' } }];
  }
  if (words > range.max && paragraphWords.length > 1) return [{ kind: 'too_long', suggestion: { action: 'split', split_at: suggestedSplit(paragraphWords) } }];
  return [];
}
