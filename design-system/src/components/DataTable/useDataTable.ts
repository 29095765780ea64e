import * as React from 'react';
import { useFluent, useId } from '@fluentui/react-components';
import type { DataTableColumn, DataTableProps, DataTableSort } from './DataTable.types';
import { clampPage, filterRows, nextSort, pageCount, pageRange, sortRows } from './dataTableUtils';
import { useControllable } from '../../utils/useControllable';
import { useRovingRows } from './useRovingRows';
import { useVirtualRows, type DataTableRowEntry, type DataTableVirtualWindow } from './useVirtualRows';

const ROW_HEIGHTS = { 'extra-small': 24, small: 34, medium: 44 } as const;

export type { DataTableRowEntry };

export interface DataTableState<T> {
  props: DataTableProps<T>;
  size: NonNullable<DataTableProps<T>['size']>;
  dir: 'ltr' | 'rtl';
  columns: readonly DataTableColumn<T>[];
  sort: DataTableSort | null;
  onHeaderActivate(columnId: string): void;
  filterText: string;
  setFilterText(text: string): void;
  /** rows rendered now (one page, or the virtual window) */
  visibleRows: DataTableRowEntry<T>[];
  /** rows after filtering, on all pages */
  total: number;
  paged: boolean;
  page: number;
  pageCount: number;
  pageSize: number;
  setPage(page: number): void;
  setPageSize(size: number): void;
  range: { from: number; to: number };
  virtual?: DataTableVirtualWindow;
  scrollRef: React.RefObject<HTMLDivElement | null>;
  /** the activatable row that takes Tab (roving tabindex), when rows are activatable */
  tabbableRowId: string | undefined;
  onRowFocus(id: string): void;
  onBodyKeyDown(event: React.KeyboardEvent<HTMLElement>): void;
  loadingRowCount: number;
  pageSizeId: string;
}

/** Defaults, controlled/uncontrolled state and the row window of a DataTable. */
export function useDataTable<T>(props: DataTableProps<T>): DataTableState<T> {
  const {
    columns,
    rows,
    getRowId,
    size = 'medium',
    locale,
    dataMode = 'client',
    filterRow,
    virtualize = false,
    overscan = 8,
    maxHeight = 480,
    onRowClick,
  } = props;
  const { dir } = useFluent();
  const server = dataMode === 'server';

  const [sort, setSort] = useControllable<DataTableSort | null>(props.sort, props.defaultSort ?? null, props.onSortChange as ((s: DataTableSort | null) => void) | undefined);
  const [filterText, setFilterTextRaw] = useControllable(props.filterText, props.defaultFilterText ?? '', props.onFilterTextChange);
  const [page, setPageRaw] = useControllable(props.page, props.defaultPage ?? 1, props.onPageChange);
  const [pageSize, setPageSizeRaw] = useControllable(props.pageSize, props.defaultPageSize ?? 0, props.onPageSizeChange);
  const paged = !virtualize && pageSize > 0;

  // Client mode: filter, then sort. Server mode: the caller already did both.
  const processed = React.useMemo(() => {
    if (server) return rows;
    const filtered = filterRows(rows, filterText, filterRow);
    const column = sort ? columns.find((c) => c.id === sort.columnId) : undefined;
    return column?.sortValue ? sortRows(filtered, column.sortValue, sort!.direction, locale) : filtered;
  }, [server, rows, filterText, filterRow, sort, columns, locale]);

  const total = server ? (props.total ?? rows.length) : processed.length;
  const currentPage = paged ? clampPage(page, total, pageSize) : 1;
  const offset = paged ? (currentPage - 1) * pageSize : 0;
  const pageRows = React.useMemo(
    () => (paged && !server ? processed.slice(offset, offset + pageSize) : processed),
    [paged, server, processed, offset, pageSize],
  );

  const setPage = React.useCallback((p: number) => setPageRaw(clampPage(p, total, pageSize)), [setPageRaw, total, pageSize]);
  const setFilterText = React.useCallback(
    (text: string) => {
      setFilterTextRaw(text);
      // A new filter shows its first matches.
      if (paged && currentPage !== 1) setPageRaw(1);
    },
    [setFilterTextRaw, paged, currentPage, setPageRaw],
  );
  const setPageSize = React.useCallback(
    (size: number) => {
      // Keep the first row in view on the new page size.
      const firstRow = offset + 1;
      setPageSizeRaw(size);
      const next = Math.floor((firstRow - 1) / size) + 1;
      if (next !== currentPage) setPageRaw(next);
    },
    [setPageSizeRaw, setPageRaw, offset, currentPage],
  );
  const onHeaderActivate = React.useCallback((columnId: string) => setSort(nextSort(sort, columnId)), [setSort, sort]);

  const rowHeight = props.rowHeight ?? ROW_HEIGHTS[size];
  const { onEndReached } = props;
  const { scrollRef, visibleRows, virtual } = useVirtualRows({ pageRows, getRowId, offset, virtualize, rowHeight, overscan, maxHeight, onEndReached });
  const pageSizeId = useId('data-table-page-size');
  const { tabbableRowId, onRowFocus, onBodyKeyDown } = useRovingRows(visibleRows, !!onRowClick, virtualize);

  return {
    props,
    size,
    dir,
    columns,
    sort,
    onHeaderActivate,
    filterText,
    setFilterText,
    visibleRows,
    total,
    paged,
    page: currentPage,
    pageCount: pageCount(total, pageSize),
    pageSize,
    setPage,
    setPageSize,
    range: paged ? pageRange(currentPage, pageSize, total) : { from: total ? 1 : 0, to: total },
    virtual,
    scrollRef,
    tabbableRowId,
    onRowFocus,
    onBodyKeyDown,
    loadingRowCount: props.loadingRowCount ?? (paged ? Math.min(pageSize, 10) : 5),
    pageSizeId,
  };
}
