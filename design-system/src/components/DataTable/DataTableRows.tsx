import type * as React from 'react';
import { TableCell, TableRow, mergeClasses } from '@fluentui/react-components';
import type { DataTableState } from './useDataTable';
import type { DataTableClasses } from './useDataTableStyles.styles';

function activateOnKey<T>(state: DataTableState<T>, row: T) {
  return (event: React.KeyboardEvent<HTMLTableRowElement>) => {
    // Only the row itself: a button or link inside a cell keeps its own keys.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      state.props.onRowClick?.(row, event);
    }
  };
}

/** The body's rows: skeletons while loading, the empty state, or the rows shown now. */
export function DataTableRows<T>({ state, classes }: { state: DataTableState<T>; classes: DataTableClasses }) {
  const { columns, virtual } = state;
  const { loading, emptyState, onRowClick } = state.props;
  const rowStyle = virtual ? { height: virtual.rowHeight } : undefined;
  const cellClass = (align: 'start' | 'end' | undefined) => mergeClasses(classes.cell, align === 'end' && classes.end, virtual && classes.nowrap);
  if (loading) {
    return Array.from({ length: state.loadingRowCount }, (_, i) => (
      <TableRow key={`skeleton-${i}`} aria-hidden style={rowStyle}>
        {columns.map((column) => (
          <TableCell key={column.id}>
            <span className={classes.skeleton} />
          </TableCell>
        ))}
      </TableRow>
    ));
  }
  if (state.total === 0) {
    return (
      <TableRow>
        <TableCell colSpan={columns.length} className={classes.emptyCell}>
          {emptyState}
        </TableCell>
      </TableRow>
    );
  }
  return (
    <>
      {virtual && virtual.paddingTop > 0 && <Spacer height={virtual.paddingTop} columnCount={columns.length} classes={classes} />}
      {state.visibleRows.map(({ row, id, ariaRowIndex }) => (
        <TableRow
          key={id}
          aria-rowindex={ariaRowIndex}
          style={rowStyle}
          className={mergeClasses(virtual && classes.fixedRow, onRowClick && classes.clickable)}
          data-row-id={onRowClick ? id : undefined}
          tabIndex={onRowClick ? (id === state.tabbableRowId ? 0 : -1) : undefined}
          onFocus={onRowClick ? () => state.onRowFocus(id) : undefined}
          onClick={onRowClick ? (event) => onRowClick(row, event) : undefined}
          onKeyDown={onRowClick ? activateOnKey(state, row) : undefined}
        >
          {columns.map((column) => (
            <TableCell key={column.id} className={cellClass(column.align)} title={virtual ? column.text?.(row) : undefined}>
              {column.cell(row)}
            </TableCell>
          ))}
        </TableRow>
      ))}
      {virtual && virtual.paddingBottom > 0 && <Spacer height={virtual.paddingBottom} columnCount={columns.length} classes={classes} />}
    </>
  );
}

/** Room for the rows a virtual window leaves out, above or below it. */
function Spacer({ height, columnCount, classes }: { height: number; columnCount: number; classes: DataTableClasses }) {
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={columnCount} className={classes.spacer} />
    </tr>
  );
}
