/*
 * Pure sorting, filtering and paging for DataTable. No React: unit-tested on their own
 * and usable by callers that page on the server.
 */
import type { DataTableSort, DataTableSortDirection } from './DataTable.types';

export type SortValue = string | number | null | undefined;

const collators = new Map<string, Intl.Collator>();
function collatorFor(locale: string | undefined): Intl.Collator {
  const key = locale ?? '';
  let collator = collators.get(key);
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    collators.set(key, collator);
  }
  return collator;
}

const isMissing = (v: SortValue): v is null | undefined => v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v));

/**
 * Compares two sort values ascending: numbers numerically, text by the locale's collation
 * (numbers inside text in numeric order, "Chapter 2" before "Chapter 10"), numbers before text.
 * Missing values (null, undefined, NaN) compare equal to each other.
 */
export function compareSortValues(a: SortValue, b: SortValue, locale?: string): number {
  if (isMissing(a) || isMissing(b)) return isMissing(a) === isMissing(b) ? 0 : isMissing(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collatorFor(locale).compare(a, b);
}

/**
 * A sorted copy of `rows`. Stable (equal values keep their order) and missing values
 * always last, whichever the direction.
 */
export function sortRows<T>(rows: readonly T[], sortValue: (row: T) => SortValue, direction: DataTableSortDirection, locale?: string): T[] {
  const sign = direction === 'descending' ? -1 : 1;
  const keyed = rows.map((row, index) => ({ row, index, value: sortValue(row) }));
  keyed.sort((x, y) => {
    const xMissing = isMissing(x.value);
    const yMissing = isMissing(y.value);
    if (xMissing || yMissing) return xMissing === yMissing ? x.index - y.index : xMissing ? 1 : -1;
    return sign * compareSortValues(x.value, y.value, locale) || x.index - y.index;
  });
  return keyed.map((k) => k.row);
}

/** The sort after a header is activated: the same column flips, another column starts ascending. */
export function nextSort(current: DataTableSort | null | undefined, columnId: string): DataTableSort {
  if (current?.columnId === columnId) return { columnId, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { columnId, direction: 'ascending' };
}

/** Case- and accent-insensitive "contains" in the given locale; blank text matches everything. */
export function rowMatchesText(values: readonly (string | number | null | undefined)[], text: string, locale?: string): boolean {
  const needle = normalise(text, locale);
  if (!needle) return true;
  return values.some((v) => v !== null && v !== undefined && normalise(String(v), locale).includes(needle));
}

function normalise(s: string, locale?: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale).trim();
}

/** The rows `filterRow` accepts for `text`; all rows when the text is blank. */
export function filterRows<T>(rows: readonly T[], text: string, filterRow?: (row: T, text: string) => boolean): readonly T[] {
  const trimmed = text.trim();
  if (!trimmed || !filterRow) return rows;
  return rows.filter((row) => filterRow(row, trimmed));
}

/** Number of pages for `total` rows; at least 1, so an empty table still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** `page` moved into 1…pageCount. */
export function clampPage(page: number, total: number, pageSize: number): number {
  const last = pageCount(total, pageSize);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/** The rows of one 1-based page. */
export function pageSlice<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const p = clampPage(page, rows.length, pageSize);
  return rows.slice((p - 1) * pageSize, p * pageSize);
}

/** 1-based positions of the first and last row on a page; {0, 0} when there are no rows. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const p = clampPage(page, total, pageSize);
  return { from: (p - 1) * pageSize + 1, to: Math.min(p * pageSize, total) };
}

/** The room a column takes: its fixed width, else its minimum (200 px unless said). */
export const columnRoom = (column: { width?: number | string; minWidth?: number }) => (typeof column.width === 'number' ? column.width : (column.minWidth ?? 200));

/**
 * The columns shown in `width` px: all when they fit (or the width is not known yet), else
 * without the lowest `priority` columns, one at a time, until the rest fit or none can go.
 */
export function fitColumns<C extends { id: string; width?: number | string; minWidth?: number; priority?: number }>(columns: readonly C[], width: number | undefined): readonly C[] {
  if (!width) return columns;
  const hidden = new Set<string>();
  const optional = columns.filter((c) => c.priority !== undefined).sort((a, b) => a.priority! - b.priority!);
  let needed = columns.reduce((sum, c) => sum + columnRoom(c), 0);
  for (const column of optional) {
    if (needed <= width) break;
    hidden.add(column.id);
    needed -= columnRoom(column);
  }
  return hidden.size ? columns.filter((c) => !hidden.has(c.id)) : columns;
}
