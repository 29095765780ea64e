import type { ImportConfirmItem, ImportPreview } from '../../../domain/api/import';
import { lengthFlags, type LengthFlag } from '../../../domain/manuscript-import';
import { countWords } from '../../../domain/words';

/**
 * The author's edits of a preview, kept as the list the confirmation sends: each item merges preview chapters
 * in order and may be split once at a block. Rows are what the screen shows: an item, or each part of a split.
 */
export interface EditItem {
  key: string;
  from: number[];
  title: string;
  split?: { at: number; title: string; wordsBefore: number };
}

export interface EditRow {
  key: string;
  /** the item this row shows (both parts of a split show one) */
  item: number;
  part: 'whole' | 'first' | 'second';
  title: string;
  words: number;
  flags: LengthFlag[];
}

export const initialItems = (preview: ImportPreview): EditItem[] => preview.chapters.map((c, i) => ({ key: `c${i}`, from: [i], title: c.title }));

/** Words of an item: its chapters', plus the titles of chapters merged in, which stay as a line of text. */
function itemWords(preview: ImportPreview, item: EditItem): number {
  return item.from.reduce((sum, n, i) => {
    const chapter = preview.chapters[n];
    return sum + chapter.words + (i > 0 && chapter.titled ? countWords(chapter.title, preview.section_id) : 0);
  }, 0);
}

/**
 * The rows with their words and the site's length checks. An unedited chapter keeps the server's flags (which
 * know its paragraphs, so a split is suggested where it evens the halves); edited rows are checked here.
 */
export function rowsOf(preview: ImportPreview, items: EditItem[]): EditRow[] {
  const rows: Omit<EditRow, 'flags'>[] = [];
  items.forEach((item, i) => {
    const words = itemWords(preview, item);
    if (!item.split) rows.push({ key: item.key, item: i, part: 'whole', title: item.title, words });
    else {
      rows.push({ key: `${item.key}a`, item: i, part: 'first', title: item.title, words: item.split.wordsBefore });
      rows.push({ key: `${item.key}b`, item: i, part: 'second', title: item.split.title, words: words - item.split.wordsBefore });
    }
  });
  return rows.map((row, index) => {
    const item = items[row.item];
    const untouched = row.part === 'whole' && item.from.length === 1;
    const serverFlags = untouched ? preview.chapters[item.from[0]].flags : undefined;
    const flags = serverFlags?.every((f) => f.kind === 'too_long') && serverFlags.length
      ? serverFlags
      : lengthFlags(row.words, [], preview.words_per_chapter, index, rows.length);
    return { ...row, flags };
  });
}

/** Merges an item with the next (their chapters in order, the first one's title). */
export function mergeWithNext(items: EditItem[], index: number): EditItem[] {
  const a = items[index];
  const b = items[index + 1];
  if (!b || a.split || b.split) return items;
  return [...items.slice(0, index), { key: a.key, from: [...a.from, ...b.from], title: a.title }, ...items.slice(index + 2)];
}

export const dropItem = (items: EditItem[], index: number): EditItem[] => items.filter((_, i) => i !== index);

export const renameRow = (items: EditItem[], row: EditRow, title: string): EditItem[] =>
  items.map((item, i) => (i !== row.item ? item : row.part === 'second' && item.split ? { ...item, split: { ...item.split, title } } : { ...item, title }));

export const splitItem = (items: EditItem[], index: number, split: EditItem['split']): EditItem[] => items.map((item, i) => (i === index ? { ...item, split } : item));

/** The list as the confirmation takes it. */
export const confirmItems = (items: EditItem[]): ImportConfirmItem[] =>
  items.map((item) => ({ from: item.from, title: item.title, ...(item.split ? { split_at: item.split.at, split_title: item.split.title } : {}) }));
