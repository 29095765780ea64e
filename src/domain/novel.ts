/**
 * Novels: statuses and the transitions the server allows,
 * content ratings, language sections and the text rules shared by the
 * create/edit form and the API.
 */
import { countWords } from './words';
import type { Range } from './limits';

/** Chapter and novel status. */
export const WORK_STATUSES = ['draft', 'updating', 'updated', 'finished', 'released', 'deleted'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

/**
 * Which status may follow which. A draft is released (first chapter out), a
 * released novel keeps updating, an updated novel has its latest content
 * waiting, a finished one is complete; only drafts are deleted by authors
 * (staff keep the row). Anything else answers 4009.
 */
export const NOVEL_TRANSITIONS: Readonly<Record<WorkStatus, readonly WorkStatus[]>> = {
  draft: ['released', 'deleted'],
  released: ['updating', 'finished'],
  updating: ['updated', 'finished'],
  updated: ['updating', 'finished'],
  finished: ['updating'],
  deleted: [],
};

export function canTransition(from: WorkStatus, to: WorkStatus): boolean {
  return NOVEL_TRANSITIONS[from].includes(to);
}

/** Content ratings: 17+ is adult content for readers 17 and older; 18+ gets less exposure. */
export const CONTENT_RATING_NOTES = {
  '10+': 'rating.note.10',
  '13+': 'rating.note.13',
  '17+': 'rating.note.17',
  '18+': 'rating.note.18',
} as const;

/**
 * Language sections a novel is published in. The ids carry the counting rule
 *: 7 and 11 count letters plus non-letter characters, 21 counts
 * space-separated tokens, 17 counts characters, any other counts words.
 */
export const LANGUAGE_SECTIONS = [
  { section_id: 1, lang: 'en' },
  { section_id: 3, lang: 'es' },
  { section_id: 5, lang: 'pt' },
  { section_id: 7, lang: 'th' },
  { section_id: 9, lang: 'ru' },
  { section_id: 11, lang: 'vi' },
  { section_id: 13, lang: 'fr' },
  { section_id: 15, lang: 'de' },
  { section_id: 17, lang: 'zh' },
  { section_id: 19, lang: 'fil' },
  { section_id: 21, lang: 'id' },
] as const;
export type SectionId = (typeof LANGUAGE_SECTIONS)[number]['section_id'];

export const isSectionId = (value: unknown): value is SectionId => LANGUAGE_SECTIONS.some((s) => s.section_id === value);

/** Every word of a title starts with a capital letter; digits and scripts without case pass. */
export function uncapitalisedWords(title: string): string[] {
  return title
    .split(/\s+/)
    .filter(Boolean)
    .filter((word) => {
      const first = [...word].find((ch) => /\p{L}/u.test(ch));
      return first !== undefined && first !== first.toUpperCase() && first === first.toLowerCase() && first.toUpperCase() !== first;
    });
}

export function titleWordsOk(title: string, range: Range, sectionId?: number): boolean {
  const n = countWords(title, sectionId);
  return n >= range.min && n <= range.max;
}

/**
 * A book intro "must not contain chapter content": it must not
 * carry chapter headings, and must not repeat a long run of a chapter's text.
 */
const CHAPTER_HEADING =
  /(^|\n)\s*((chapter|ch\.|cap[ií]tulo|chapitre|kapitel|bab|глава|บทที่|chương)\s*[\p{N}IVXLC]+|第\s*[\p{N}一二三四五六七八九十百千]+\s*章)/iu;
const SHARED_RUN_WORDS = 12;

export function containsChapterContent(intro: string, chapters: readonly string[] = []): boolean {
  if (CHAPTER_HEADING.test(intro)) return true;
  if (!chapters.length) return false;
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const introWords = words(intro);
  if (introWords.length < SHARED_RUN_WORDS) return false;
  const runs = new Set<string>();
  for (let i = 0; i + SHARED_RUN_WORDS <= introWords.length; i++) runs.add(introWords.slice(i, i + SHARED_RUN_WORDS).join(' '));
  return chapters.some((chapter) => {
    const w = words(chapter);
    for (let i = 0; i + SHARED_RUN_WORDS <= w.length; i++) if (runs.has(w.slice(i, i + SHARED_RUN_WORDS).join(' '))) return true;
    return false;
  });
}

/**
 * Whether a contest takes a novel: open, held in the novel's language section (or every one) and
 * for its category (or every one). Joining is final, so only these are offered. A novel form
 * without a section or category chosen yet is not held to that part.
 */
export function contestTakes(
  contest: { open: boolean; section_id: number | null; category_id?: number | null },
  novel: { section_id?: number; category_id?: number },
): boolean {
  if (!contest.open) return false;
  if (contest.section_id !== null && novel.section_id && contest.section_id !== novel.section_id) return false;
  return contest.category_id == null || !novel.category_id || contest.category_id === novel.category_id;
}
