/**
 * Chapters: the characters a chapter title and its content may not
 * hold, found with their place so the editor can say which and where.
 */
import type { ChapterDoc, ParagraphNode } from './chapter-doc';
import { V } from './schemas/messages';

/** Letters, digits, spaces and the punctuation of ordinary titles; anything else is "special". */
const TITLE_ALLOWED = /[\p{L}\p{M}\p{N}\s.,!?'’‘"“”«»\-–—:;()&]/u;
const HAN = /\p{Script=Han}/u;
const EMOJI = /\p{Extended_Pictographic}/u;
/** Other symbols (★ ♥ ※), private use, unassigned, invisible format and control characters. */
const SPECIAL = /[\p{So}\p{Co}\p{Cn}\p{Cf}]|[^\P{Cc}\n\r\t]/u;
/** Joiners and variation selectors that only decorate an emoji already reported. */
const EMOJI_PARTS = {
  test(ch: string) {
    const cp = ch.codePointAt(0) ?? 0;
    return cp === 0x200d || cp === 0xfe0e || cp === 0xfe0f || (cp >= 0x1f3fb && cp <= 0x1f3ff);
  },
};

export type ForbiddenKind = 'chinese' | 'emoji' | 'special';

export interface ForbiddenCharacter {
  char: string;
  kind: ForbiddenKind;
  /** 1-based line and column, counted in characters (not UTF-16 units) */
  line: number;
  column: number;
}

/** The section whose own script is Han (chapter content holds no Chinese characters, except in Chinese). */
export const CHINESE_SECTION = 17;

function classify(ch: string, allowHan: boolean): ForbiddenKind | undefined {
  if (EMOJI.test(ch)) return 'emoji';
  if (HAN.test(ch)) return allowHan ? undefined : 'chinese';
  if (EMOJI_PARTS.test(ch)) return undefined;
  if (SPECIAL.test(ch)) return 'special';
  return undefined;
}

/** Every character chapter content may not hold, in order (at most `limit`). */
export function forbiddenInContent(text: string, sectionId?: number, limit = 50): ForbiddenCharacter[] {
  const found: ForbiddenCharacter[] = [];
  let line = 1;
  let column = 0;
  for (const ch of text) {
    if (ch === '\n') {
      line++;
      column = 0;
      continue;
    }
    column++;
    const kind = classify(ch, sectionId === CHINESE_SECTION);
    if (kind) {
      found.push({ char: ch, kind, line, column });
      if (found.length >= limit) break;
    }
  }
  return found;
}

const CHAR_MESSAGE = { chinese: V.chapterChinese, emoji: V.chapterEmoji, special: V.chapterSpecial } as const;

/** A refused character's message: its id and the character with its place (a type, so Yup takes it as a message). */
export type ForbiddenMessage = { id: string; values: { char: string; line: number; column: number; count: number } };

/** "Remove the emoji “😀” (line 2, column 12)", for the first offending character; `count` says how many in all. */
export const forbiddenMessage = (found: readonly ForbiddenCharacter[], id: string = CHAR_MESSAGE[found[0].kind]): ForbiddenMessage => ({
  id,
  values: { char: found[0].char, line: found[0].line, column: found[0].column, count: found.length },
});

/**
 * What an author's note before or after a chapter may not hold: readers get the notes with the
 * chapter, so they keep the chapter text's character rules for the novel's section (lines and
 * columns counted in the note). Undefined when the note keeps them, or is none (the novel's default).
 */
export function noteCharacterProblem(note: string | null | undefined, sectionId: number): ForbiddenMessage | undefined {
  const found = forbiddenInContent(note ?? '', sectionId);
  return found.length ? forbiddenMessage(found) : undefined;
}

/** The characters a chapter title may not hold (no special characters), in order. */
export function forbiddenInTitle(title: string, sectionId?: number): ForbiddenCharacter[] {
  const found: ForbiddenCharacter[] = [];
  let column = 0;
  for (const ch of title) {
    column++;
    if (HAN.test(ch) && sectionId === CHINESE_SECTION) continue;
    if (EMOJI.test(ch)) found.push({ char: ch, kind: 'emoji', line: 1, column });
    else if (!TITLE_ALLOWED.test(ch) && !EMOJI_PARTS.test(ch)) found.push({ char: ch, kind: HAN.test(ch) ? 'chinese' : 'special', line: 1, column });
  }
  return found;
}

/**
 * A chapter's title without a leading number that repeats the chapter's own
 * ("Chapter 299: The Open Door", "Kapitel 5 – Heimkehr", "第5章：归来" for chapter
 * 299, 5, 5), so a heading that already says the chapter's number does not say
 * it twice. Another number ("Chapter 3: …" on chapter 4) is the author's
 * wording and stays. Empty when the title is only the number.
 */
export function titleAfterNumber(title: string, code: number): string {
  const match = /^\s*(?:[\p{L}]+\.?\s*|#\s*)?(?:第\s*)?0*(\d+)\s*(?:章|话|話)?\s*(?:[:：.|\-–—]+\s*|$)/u.exec(title);
  if (!match || Number(match[1]) !== code) return title.trim();
  return title.slice(match[0].length).trim();
}

/**
 * Chapter statuses. A draft is the author's alone; a scheduled one
 * goes out at its release time; released and updated ones are live (updated:
 * a later edit passed review); a deleted one cannot be edited.
 */
export const CHAPTER_STATUSES = ['draft', 'scheduled', 'released', 'updated', 'deleted'] as const;
export type ChapterStatus = (typeof CHAPTER_STATUSES)[number];
/** Statuses whose text readers see; edits to them wait for review. */
export const LIVE_CHAPTER_STATUSES: readonly ChapterStatus[] = ['released', 'updated'];
/** The first paid chapter counts while it is not deleted (its partial index holds one row per novel). */
export const FIRST_PAID_STATUSES = ['draft', 'scheduled', 'released', 'updated'] as const satisfies readonly ChapterStatus[];
export const isLiveChapter = (status: string) => (LIVE_CHAPTER_STATUSES as readonly string[]).includes(status);

/**
 * Whether readers can have seen a chapter: a live one, or one deleted after its release. A draft or
 * a scheduled chapter has not reached them, so nothing from readers (a comment, a read) can name it.
 */
export function reachedReaders(chapter: { status: string; releaseAt: Date | null; deletedAt: Date | null }): boolean {
  if (isLiveChapter(chapter.status)) return true;
  return chapter.status === 'deleted' && chapter.releaseAt !== null && (chapter.deletedAt === null || chapter.releaseAt <= chapter.deletedAt);
}

/**
 * Chapters per window of the manage page's list (keyset on the chapter no.): about five screens of
 * rows, so scrolling rarely waits, and the first paint costs the same for 12 chapters and for 12,000.
 */
export const CHAPTER_WINDOW = 100;

/** A chapter window of about what one screen shows: the chapter list's window when no size is asked for. */
export const FIRST_CHAPTER_WINDOW = 20;

/** Review of content changed after release. */
export const UPDATED_CONTENT_STATUSES = ['pending_review', 'rejected', 'deleted', 'suspended'] as const;
export type UpdatedContentStatus = (typeof UPDATED_CONTENT_STATUSES)[number];

/**
 * What a save does: autosave and draft keep the text unpublished; publish
 * releases a draft now (or submits a live chapter's edit for review);
 * schedule sets a release time; unschedule turns a scheduled chapter back
 * into a draft.
 */
export const SAVE_ACTIONS = ['autosave', 'draft', 'publish', 'schedule', 'unschedule'] as const;
export type SaveAction = (typeof SAVE_ACTIONS)[number];
/** Actions that run the full chapter rules before they take effect. */
export const CHECKED_ACTIONS: readonly SaveAction[] = ['publish', 'schedule'];

/** The platform's clock, shown next to the author's own zone when scheduling. */
export const PLATFORM_TIME_ZONE = 'UTC';
/** A release may be scheduled at most this far ahead. */
export const SCHEDULE_MAX_DAYS = 365;
/** The editor saves this long after typing stops. */
export const AUTOSAVE_DELAY_MS = 3000;
/** Autosaves closer together than this share one entry of the version history. */
export const AUTOSAVE_MERGE_MINUTES = 5;

/** Why a release time cannot be used, as a message; undefined when it can. */
export function scheduleProblem(releaseAt: string | Date | undefined | null, now: Date): { id: string; values?: Record<string, number> } | undefined {
  const at = releaseAt instanceof Date ? releaseAt : new Date(releaseAt ?? NaN);
  if (!releaseAt || Number.isNaN(at.getTime())) return { id: 'validation.schedule.required' };
  if (at.getTime() <= now.getTime()) return { id: 'validation.schedule.past' };
  if (at.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * 86_400_000) return { id: 'validation.schedule.far', values: { days: SCHEDULE_MAX_DAYS } };
  return undefined;
}

/** Whether an IANA time zone name is known to this runtime. */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || !name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A forbidden character of a chapter document, with where it is: the spot the editor highlights. */
export interface ForbiddenInDoc extends ForbiddenCharacter {
  /** index of the block in the document's content */
  block: number;
  /** inside a block quote: the index of the paragraph in it */
  paragraph?: number;
  /** offset in the paragraph's text, in UTF-16 units (as the editor counts positions) */
  offset: number;
  /** the character's length in UTF-16 units */
  length: number;
}

/**
 * `forbiddenInContent` over a document, paragraph by paragraph: each character with its block (and
 * quoted paragraph) and offset. The line is the paragraph's number (a scene break counts as one).
 */
export function forbiddenInChapterDoc(doc: ChapterDoc, sectionId?: number, limit = 50): ForbiddenInDoc[] {
  const found: ForbiddenInDoc[] = [];
  let line = 1;
  const scan = (paragraph: ParagraphNode, block: number, quoted?: number) => {
    const text = (paragraph.content ?? []).map((t) => t.text).join('');
    if (!text) return;
    let offset = 0;
    let column = 0;
    for (const ch of text) {
      column++;
      const kind = classify(ch, sectionId === CHINESE_SECTION);
      if (kind && found.length < limit) found.push({ char: ch, kind, line, column, block, ...(quoted === undefined ? {} : { paragraph: quoted }), offset, length: ch.length });
      offset += ch.length;
    }
    line++;
  };
  doc.content.forEach((block, index) => {
    if (block.type === 'paragraph') scan(block, index);
    else if (block.type === 'blockquote') block.content.forEach((p, i) => scan(p, index, i));
    else line++;
  });
  return found;
}
