import { describe, expect, it } from 'vitest';
import {
  clampPage,
  compareSortValues,
  filterRows,
  fitColumns,
  nextSort,
  pageCount,
  pageRange,
  pageSlice,
  rowMatchesText,
  sortRows,
} from '../../../../design-system/src/components/DataTable';

describe('compareSortValues', () => {
  it('compares numbers numerically and text by collation, numbers inside text in numeric order', () => {
    expect(compareSortValues(2, 10)).toBeLessThan(0);
    expect(compareSortValues('Chapter 2', 'Chapter 10', 'en')).toBeLessThan(0);
    expect(compareSortValues('apple', 'Banana', 'en')).toBeLessThan(0);
    expect(compareSortValues('Éclair', 'eclair', 'fr')).toBe(0);
  });

  it('puts numbers before text and missing values last', () => {
    expect(compareSortValues(5, 'a')).toBeLessThan(0);
    expect(compareSortValues(null, 1)).toBeGreaterThan(0);
    expect(compareSortValues(undefined, null)).toBe(0);
    expect(compareSortValues(Number.NaN, 0)).toBeGreaterThan(0);
  });

  it('follows the locale: Swedish sorts ä after z, German does not', () => {
    expect(compareSortValues('ä', 'z', 'sv')).toBeGreaterThan(0);
    expect(compareSortValues('ä', 'z', 'de')).toBeLessThan(0);
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 'a', words: 300 },
    { id: 'b', words: null },
    { id: 'c', words: 100 },
    { id: 'd', words: 300 },
    { id: 'e', words: 200 },
  ];
  const words = (r: (typeof rows)[number]) => r.words;

  it('sorts ascending and descending, keeping equal rows in their order (stable)', () => {
    expect(sortRows(rows, words, 'ascending').map((r) => r.id)).toEqual(['c', 'e', 'a', 'd', 'b']);
    expect(sortRows(rows, words, 'descending').map((r) => r.id)).toEqual(['a', 'd', 'e', 'c', 'b']);
  });

  it('keeps missing values last in both directions and does not touch the input', () => {
    const copy = [...rows];
    expect(sortRows(rows, words, 'descending').at(-1)!.id).toBe('b');
    expect(rows).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and flips the same column', () => {
    expect(nextSort(null, 'words')).toEqual({ columnId: 'words', direction: 'ascending' });
    expect(nextSort({ columnId: 'words', direction: 'ascending' }, 'words')).toEqual({ columnId: 'words', direction: 'descending' });
    expect(nextSort({ columnId: 'words', direction: 'descending' }, 'words')).toEqual({ columnId: 'words', direction: 'ascending' });
    expect(nextSort({ columnId: 'words', direction: 'descending' }, 'title')).toEqual({ columnId: 'title', direction: 'ascending' });
  });
});

describe('rowMatchesText and filterRows', () => {
  it('matches any value, ignoring case and accents; blank text matches all', () => {
    expect(rowMatchesText([12, 'The Salt Crown'], 'salt')).toBe(true);
    expect(rowMatchesText([12, 'Café Nights'], 'cafe')).toBe(true);
    expect(rowMatchesText([12, 'The Salt Crown'], '12')).toBe(true);
    expect(rowMatchesText([12, 'The Salt Crown'], 'moon')).toBe(false);
    expect(rowMatchesText([null, undefined], '  ')).toBe(true);
  });

  it('filters with the row predicate, trimming the text, and returns the same rows when blank', () => {
    const rows = ['alpha', 'beta', 'alphabet'];
    const match = (row: string, text: string) => row.includes(text);
    expect(filterRows(rows, ' alpha ', match)).toEqual(['alpha', 'alphabet']);
    expect(filterRows(rows, '', match)).toBe(rows);
    expect(filterRows(rows, 'x', undefined)).toBe(rows);
  });
});

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(5, 0)).toBe(1);
  });

  it('clamps pages into range', () => {
    expect(clampPage(0, 25, 10)).toBe(1);
    expect(clampPage(4, 25, 10)).toBe(3);
    expect(clampPage(2.7, 25, 10)).toBe(2);
    expect(clampPage(Number.NaN, 25, 10)).toBe(1);
  });

  it('slices a page and tells its range', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i + 1);
    expect(pageSlice(rows, 3, 10)).toEqual([21, 22, 23, 24, 25]);
    expect(pageSlice(rows, 9, 10)).toEqual([21, 22, 23, 24, 25]);
    expect(pageRange(1, 10, 25)).toEqual({ from: 1, to: 10 });
    expect(pageRange(3, 10, 25)).toEqual({ from: 21, to: 25 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('fitColumns', () => {
  const columns = [
    { id: 'title' },
    { id: 'words', width: 100, priority: 1 },
    { id: 'updated', width: 170, priority: 2 },
    { id: 'status', width: 160 },
    { id: 'actions', width: 150 },
  ];
  it('keeps every column when they fit, or before the width is known', () => {
    expect(fitColumns(columns, 780)).toBe(columns);
    expect(fitColumns(columns, undefined)).toBe(columns);
  });
  it('leaves out the lowest priority first, only as many as needed', () => {
    expect(fitColumns(columns, 700).map((c) => c.id)).toEqual(['title', 'updated', 'status', 'actions']);
    expect(fitColumns(columns, 520).map((c) => c.id)).toEqual(['title', 'status', 'actions']);
  });
  it('never leaves out a column without a priority', () => {
    expect(fitColumns(columns, 100).map((c) => c.id)).toEqual(['title', 'status', 'actions']);
  });
});
