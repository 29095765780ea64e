import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../src/domain/api/import';
import { confirmItems, dropItem, initialItems, mergeWithNext, renameRow, rowsOf, splitItem } from '../../../src/client/features/import/edit-list';

const preview: ImportPreview = {
  import_id: '0'.repeat(32),
  format: 'markdown',
  section_id: 1,
  words_per_chapter: { min: 500, max: 3000 },
  expires_at: '2026-11-24T09:30:00.000Z',
  chapters: [
    { title: 'Chapter 1: The Harbour', titled: true, words: 300, paragraphs: 5, flags: [{ kind: 'too_short', suggestion: { action: 'merge_next' } }] },
    { title: 'Chapter 2: Salt', titled: true, words: 400, paragraphs: 6, flags: [{ kind: 'too_short', suggestion: { action: 'merge_next' } }] },
    { title: 'Chapter 3', titled: false, words: 4000, paragraphs: 40, flags: [{ kind: 'too_long', suggestion: { action: 'split', split_at: 20 } }] },
  ],
};

describe('editing an import preview', () => {
  it('merges with the next: words add up, the merged title counts as it stays as a line, the flag goes', () => {
    const items = mergeWithNext(initialItems(preview), 0);
    const rows = rowsOf(preview, items);
    expect(rows.map((r) => [r.title, r.words])).toEqual([
      ['Chapter 1: The Harbour', 300 + 400 + 3],
      ['Chapter 3', 4000],
    ]);
    expect(rows[0].flags).toEqual([]);
    // An untouched long chapter keeps the server's suggestion, which knows its paragraphs.
    expect(rows[1].flags).toEqual(preview.chapters[2].flags);
    expect(confirmItems(items)).toEqual([
      { from: [0, 1], title: 'Chapter 1: The Harbour' },
      { from: [2], title: 'Chapter 3' },
    ]);
  });

  it('splits a chapter into two rows, renames each part, and sends one item with split_at', () => {
    let items = splitItem(initialItems(preview), 2, { at: 20, title: 'Chapter 3 (continued)', wordsBefore: 1900 });
    let rows = rowsOf(preview, items);
    expect(rows.slice(2).map((r) => [r.part, r.words])).toEqual([
      ['first', 1900],
      ['second', 2100],
    ]);
    items = renameRow(items, rows[3], 'The Lighthouse');
    rows = rowsOf(preview, items);
    expect(rows[3].title).toBe('The Lighthouse');
    expect(confirmItems(items)[2]).toEqual({ from: [2], title: 'Chapter 3', split_at: 20, split_title: 'The Lighthouse' });
    // A split item is not merged.
    expect(mergeWithNext(items, 1)).toBe(items);
  });

  it('drops a chapter and checks the rest again: the last short one now suggests the previous', () => {
    const rows = rowsOf(preview, dropItem(initialItems(preview), 2));
    expect(rows.map((r) => r.flags[0]?.suggestion.action)).toEqual(['merge_next', 'merge_previous']);
  });
});
