import type * as React from 'react';
import { Table, TableBody, mergeClasses } from '@fluentui/react-components';
import type { DataTableState } from './useDataTable';
import type { DataTableClasses } from './useDataTableStyles.styles';
import { columnRoom } from './dataTableUtils';
import { DataTableHead } from './DataTableHead';
import { DataTablePagination } from './DataTablePagination';
import { DataTableRows } from './DataTableRows';
import { DataTableToolbar } from './DataTableToolbar';
import { SidewaysScroller } from './SidewaysScroller';

/** Plain JSX of a DataTable: toolbar, Fluent table, and the pager. */
export function renderDataTable<T>(state: DataTableState<T>, classes: DataTableClasses, ref: React.Ref<HTMLDivElement>) {
  const { props, columns, virtual, size } = state;
  const { label, loading, onRowClick, filterRow, filters, className } = props;
  const showEmpty = !loading && state.total === 0;
  // Below the sum of its columns' widths the table scrolls sideways (its scroller) instead of
  // squeezing headers over each other and buttons out of their cells.
  const tableMinWidth = columns.reduce((sum, c) => sum + columnRoom(c), 0);

  const table = (
    <Table
      aria-label={label}
      aria-rowcount={loading || showEmpty ? undefined : state.total + 1}
      aria-busy={loading || undefined}
      size={size}
      style={{ minWidth: tableMinWidth }}
    >
      <DataTableHead state={state} classes={classes} />
      {/* The loading rows are a body of their own, taken out in one piece when the rows arrive. */}
      <TableBody key={loading ? 'loading' : 'rows'} onKeyDown={onRowClick ? state.onBodyKeyDown : undefined} className={loading ? classes.loadingBody : undefined}>
        <DataTableRows state={state} classes={classes} />
      </TableBody>
    </Table>
  );

  return (
    <div ref={ref} className={mergeClasses(classes.root, className)}>
      {(filterRow || filters) && <DataTableToolbar state={state} classes={classes} />}
      <span role="status" className={classes.visuallyHidden}>
        {loading ? props.loadingLabel : null}
      </span>
      {virtual ? (
        <div
          ref={state.scrollRef}
          className={mergeClasses(classes.scroller, classes.virtualScroller)}
          style={{ maxHeight: virtual.maxHeight }}
          // Keyboard users scroll with the arrow keys when the rows themselves are not focusable.
          tabIndex={onRowClick ? undefined : 0}
          role={onRowClick ? undefined : 'group'}
          aria-label={onRowClick ? undefined : label}
        >
          {table}
        </div>
      ) : (
        <SidewaysScroller className={classes.scroller} label={label}>
          {table}
        </SidewaysScroller>
      )}
      {state.paged && !loading && <DataTablePagination state={state} classes={classes} />}
    </div>
  );
}
