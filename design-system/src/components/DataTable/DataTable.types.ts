import type * as React from 'react';

export type DataTableSortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, and which way. */
export interface DataTableSort {
  columnId: string;
  direction: DataTableSortDirection;
}

export interface DataTableColumn<T> {
  /** stable id; also the sort key in `DataTableSort` */
  id: string;
  /** header content (text comes from the caller) */
  header: React.ReactNode;
  /** what a row shows in this column */
  cell(row: T): React.ReactNode;
  /** makes the column sortable; numbers compare numerically, strings by the `locale`'s collation */
  sortValue?(row: T): string | number | null | undefined;
  /** whether the header sorts; with `dataMode="server"` the caller sorts. @default true when `sortValue` is given */
  sortable?: boolean;
  /** the cell's plain text: its tooltip when a one-line (virtualised) row cuts it short */
  text?(row: T): string;
  /** CSS width, e.g. 120 or '20%'; columns without one share the rest */
  width?: number | string;
  /**
   * the narrowest a column without a fixed width may get, in px; the table scrolls sideways
   * rather than squeeze its columns below their widths. @default 200
   */
  minWidth?: number;
  /** @default 'start' */
  align?: 'start' | 'end';
  /**
   * a column that gives way when the table is narrower than its columns: the lowest priority is
   * left out first, then the next, until the rest fit (no sideways scrolling that hides the row's
   * actions). Give it to what the row's own page shows too; columns without one always stay.
   */
  priority?: number;
}

export interface DataTableProps<T> {
  /** the columns, in order: header, cell content, and optionally sorting and width */
  columns: readonly DataTableColumn<T>[];
  /** all the rows ('client' mode), or the current page's sorted and filtered rows ('server' mode) */
  rows: readonly T[];
  /** a stable, unique id of a row, used as its React key */
  getRowId(row: T): string;
  /** accessible name of the table, e.g. "Chapters" */
  label: string;
  /** Fluent's row density; also the default `rowHeight`. @default 'medium' */
  size?: 'extra-small' | 'small' | 'medium';
  /** BCP 47 tag used to compare text when sorting and filtering */
  locale?: string;
  /**
   * Where sorting, filtering and paging happen. 'client': the table does them on `rows`.
   * 'server': `rows` is already the sorted, filtered page; the table only reports changes
   * (`onSortChange`, `onFilterTextChange`, `onPageChange`) and needs `total`.
   * @default 'client'
   */
  dataMode?: 'client' | 'server';

  /** controlled sort; `null` for unsorted */
  sort?: DataTableSort | null;
  /** initial sort when uncontrolled; @default unsorted */
  defaultSort?: DataTableSort;
  /** called with the new sort when a header is activated: another column sorts ascending, the same column changes direction */
  onSortChange?(sort: DataTableSort): void;

  /** the caller's own filter controls (dropdowns, toggles), shown above the table */
  filters?: React.ReactNode;
  /** turns on the built-in text filter: whether a row matches the text (see `rowMatchesText`) */
  filterRow?(row: T, text: string): boolean;
  /** controlled text of the built-in filter */
  filterText?: string;
  /** initial text of the built-in filter when uncontrolled; @default '' */
  defaultFilterText?: string;
  /** called with the filter box's text as it is typed or cleared; the table goes back to page 1 */
  onFilterTextChange?(text: string): void;
  /** accessible name of the filter box, e.g. "Filter chapters" (required with `filterRow`) */
  filterLabel?: string;
  /** shown in the empty filter box, e.g. "Title or no."; not a replacement for `filterLabel` */
  filterPlaceholder?: string;
  /** accessible name of the filter box's clear button, e.g. "Clear the filter" (Fluent's default is the English "clear") */
  filterClearLabel?: string;

  /**
   * Rows per page (controlled); a page size turns paging on (ignored when `virtualize`).
   * With `pageSizeOptions`, give `onPageSizeChange` too, or use `defaultPageSize` and let
   * the table keep the choice.
   */
  pageSize?: number;
  /** initial rows per page when uncontrolled; turns paging on. @default no paging */
  defaultPageSize?: number;
  /** offers a page-size choice when it has more than one entry */
  pageSizeOptions?: readonly number[];
  /** called with the rows per page chosen in the page-size select */
  onPageSizeChange?(pageSize: number): void;
  /** 1-based current page (controlled) */
  page?: number;
  /** initial 1-based page when uncontrolled; @default 1 */
  defaultPage?: number;
  /** called with the new 1-based page (previous and next buttons, a new filter, a new page size) */
  onPageChange?(page: number): void;
  /** number of rows on all pages; required for `dataMode="server"` */
  total?: number;
  /** the range shown, e.g. (11, 20, 240) => "11–20 of 240" */
  paginationLabel?(from: number, to: number, total: number): string;
  /** e.g. "Previous page" */
  previousPageLabel?: string;
  /** e.g. "Next page" */
  nextPageLabel?: string;
  /** e.g. "Rows per page" */
  pageSizeLabel?: string;

  /** renders only the rows in view; for thousands of rows. Paging is then off. @default false */
  virtualize?: boolean;
  /** fixed height of a row in px when virtualised. @default 44 (medium), 34 (small), 24 (extra-small) */
  rowHeight?: number;
  /** virtualised: called when the last rows come into view, so rows that arrive by window can load the next one */
  onEndReached?(): void;
  /** height of the scrolling area in px when virtualised. @default 480 */
  maxHeight?: number;
  /** rows rendered beyond the visible ones, each way. @default 8 */
  overscan?: number;

  /** shows skeleton rows instead of data. @default false */
  loading?: boolean;
  /** announced while loading, e.g. "Loading chapters…" */
  loadingLabel?: string;
  /** how many skeleton rows. @default the page size, or 5 */
  loadingRowCount?: number;
  /** shown in place of the rows when there are none (after filtering) */
  emptyState?: React.ReactNode;

  /** makes rows activatable by click, Enter or Space; arrow keys move between rows */
  onRowClick?(row: T, event: React.MouseEvent<HTMLElement> | React.KeyboardEvent<HTMLElement>): void;

  /** class name added to the root `<div>` (around the toolbar, the table and the pagination) */
  className?: string;
}
