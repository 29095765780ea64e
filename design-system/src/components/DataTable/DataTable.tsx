import * as React from 'react';
import type { DataTableProps } from './DataTable.types';
import { useDataTable } from './useDataTable';
import { useDataTableStyles } from './useDataTableStyles.styles';
import { renderDataTable } from './renderDataTable';

function DataTableInner<T>(props: DataTableProps<T>, ref: React.ForwardedRef<HTMLDivElement>) {
  const state = useDataTable(props);
  const classes = useDataTableStyles();
  return renderDataTable(state, classes, ref);
}

/**
 * A table of rows on Fluent's Table primitives: sortable headers (click, Enter, Space;
 * aria-sort), a text filter and the caller's filters, paging or row virtualisation for
 * thousands of rows (aria-rowcount / aria-rowindex tell screen readers the full size),
 * skeleton rows while loading, an empty state, and activatable rows.
 */
export const DataTable = React.forwardRef(DataTableInner) as (<T>(
  props: DataTableProps<T> & {
    /** the root `<div>` (around the toolbar, the table and the pagination) */
    ref?: React.Ref<HTMLDivElement>;
  },
) => React.ReactElement) & { displayName?: string };
DataTable.displayName = 'DataTable';
