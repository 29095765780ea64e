import * as React from 'react';
import type { DataTableProps } from './DataTable.types';
import { useDataTable } from './useDataTable';
import { useDataTableStyles } from './useDataTableStyles.styles';
import { renderDataTable } from './renderDataTable';
import { fitColumns } from './dataTableUtils';

/** The element's width, followed as it changes (undefined until the first report). */
function useWidth(forwarded: React.ForwardedRef<HTMLDivElement>): [React.RefCallback<HTMLDivElement>, number | undefined] {
  const [width, setWidth] = React.useState<number>();
  const observer = React.useRef<ResizeObserver | null>(null);
  const ref = React.useCallback(
    (node: HTMLDivElement | null) => {
      if (typeof forwarded === 'function') forwarded(node);
      else if (forwarded) forwarded.current = node;
      observer.current?.disconnect();
      observer.current = null;
      if (!node || typeof ResizeObserver === 'undefined') return;
      observer.current = new ResizeObserver(() => setWidth(node.clientWidth));
      observer.current.observe(node);
    },
    [forwarded],
  );
  return [ref, width];
}

function DataTableInner<T>(props: DataTableProps<T>, forwarded: React.ForwardedRef<HTMLDivElement>) {
  const [ref, width] = useWidth(forwarded);
  const shown = React.useMemo(() => fitColumns(props.columns, width), [props.columns, width]);
  const state = useDataTable(shown === props.columns ? props : { ...props, columns: shown });
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
