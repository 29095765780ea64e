import * as React from 'react';
import {
  Button,
  Label,
  Select,
  SearchBox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  mergeClasses,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { DataTableState } from './useDataTable';
import type { useDataTableStyles } from './useDataTableStyles.styles';
import { useOverflowsSideways } from '../../utils/useOverflowsSideways';
import { columnRoom } from './dataTableUtils';

type Classes = ReturnType<typeof useDataTableStyles>;

const isSortable = (column: { sortValue?: unknown; sortable?: boolean }) => column.sortable ?? !!column.sortValue;

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

/** Plain JSX of a DataTable: toolbar, Fluent table, and the pager. */
export function renderDataTable<T>(state: DataTableState<T>, classes: Classes, ref: React.Ref<HTMLDivElement>) {
  const { props, columns, sort, virtual, visibleRows, size } = state;
  const { label, loading, emptyState, onRowClick, filterRow, filters, className } = props;
  const showEmpty = !loading && state.total === 0;
  const columnCount = columns.length;
  const rowStyle = virtual ? { height: virtual.rowHeight } : undefined;
  const cellClass = (align: 'start' | 'end' | undefined) => mergeClasses(classes.cell, align === 'end' && classes.end, virtual && classes.nowrap);
  // Below the sum of its columns' widths the table scrolls sideways (its scroller) instead of
  // squeezing headers over each other and buttons out of their cells.
  const tableMinWidth = columns.reduce((sum, c) => sum + columnRoom(c), 0);

  const header = (
    <TableHeader className={virtual ? classes.stickyHeader : undefined}>
      <TableRow aria-rowindex={1} style={rowStyle}>
        {columns.map((column) => {
          const sortable = isSortable(column);
          return (
            <TableHeaderCell
              key={column.id}
              className={classes.headerCell}
              style={column.width !== undefined ? { width: column.width } : undefined}
              sortable={sortable}
              sortDirection={sortable && sort?.columnId === column.id ? sort.direction : undefined}
              onClick={sortable ? () => state.onHeaderActivate(column.id) : undefined}
              button={column.align === 'end' ? { className: classes.endHeaderButton } : undefined}
            >
              <span className={classes.headerText} title={typeof column.header === 'string' ? column.header : undefined}>
                {column.header}
              </span>
            </TableHeaderCell>
          );
        })}
      </TableRow>
    </TableHeader>
  );

  let body: React.ReactNode;
  if (loading) {
    body = Array.from({ length: state.loadingRowCount }, (_, i) => (
      <TableRow key={`skeleton-${i}`} aria-hidden style={rowStyle}>
        {columns.map((column) => (
          <TableCell key={column.id}>
            <span className={classes.skeleton} />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (showEmpty) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount} className={classes.emptyCell}>
          {emptyState}
        </TableCell>
      </TableRow>
    );
  } else {
    body = (
      <>
        {virtual && virtual.paddingTop > 0 && (
          <tr aria-hidden style={{ height: virtual.paddingTop }}>
            <td colSpan={columnCount} className={classes.spacer} />
          </tr>
        )}
        {visibleRows.map(({ row, id, ariaRowIndex }) => (
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
        {virtual && virtual.paddingBottom > 0 && (
          <tr aria-hidden style={{ height: virtual.paddingBottom }}>
            <td colSpan={columnCount} className={classes.spacer} />
          </tr>
        )}
      </>
    );
  }

  const table = (
    <Table
      aria-label={label}
      aria-rowcount={loading || showEmpty ? undefined : state.total + 1}
      aria-busy={loading || undefined}
      size={size}
      style={{ minWidth: tableMinWidth }}
    >
      {header}
      {/* The loading rows are a body of their own, taken out in one piece when the rows arrive. */}
      <TableBody key={loading ? 'loading' : 'rows'} onKeyDown={onRowClick ? state.onBodyKeyDown : undefined} className={loading ? classes.loadingBody : undefined}>
        {body}
      </TableBody>
    </Table>
  );

  const previousIcon = state.dir === 'rtl' ? <ChevronRightRegular /> : <ChevronLeftRegular />;
  const nextIcon = state.dir === 'rtl' ? <ChevronLeftRegular /> : <ChevronRightRegular />;
  const sizeOptions = props.pageSizeOptions ?? [];

  return (
    <div ref={ref} className={mergeClasses(classes.root, className)}>
      {(filterRow || filters) && (
        <div className={classes.toolbar}>
          {filterRow && (
            <SearchBox
              className={classes.search}
              aria-label={props.filterLabel}
              placeholder={props.filterPlaceholder}
              dismiss={props.filterClearLabel ? { 'aria-label': props.filterClearLabel } : undefined}
              value={state.filterText}
              onChange={(_, data) => state.setFilterText(data.value)}
            />
          )}
          {filters}
        </div>
      )}
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
      {state.paged && !loading && (
        <div className={classes.pagination}>
          {sizeOptions.length > 1 && (
            <>
              <Label htmlFor={state.pageSizeId}>{props.pageSizeLabel}</Label>
              <Select id={state.pageSizeId} value={String(state.pageSize)} onChange={(_, data) => state.setPageSize(Number(data.value))}>
                {sizeOptions.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Select>
            </>
          )}
          <span aria-live="polite" aria-atomic>
            {props.paginationLabel?.(state.range.from, state.range.to, state.total)}
          </span>
          <div className={classes.pageButtons}>
            <Button
              appearance="subtle"
              icon={previousIcon}
              aria-label={props.previousPageLabel}
              disabledFocusable={state.page <= 1}
              onClick={() => state.setPage(state.page - 1)}
            />
            <Button
              appearance="subtle"
              icon={nextIcon}
              aria-label={props.nextPageLabel}
              disabledFocusable={state.page >= state.pageCount}
              onClick={() => state.setPage(state.page + 1)}
            />
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * The table's sideways scroller: when its columns are wider than the page it scrolls, and then it
 * takes the focus itself (a named group), so keyboard users can scroll it even with no link inside.
 */
function SidewaysScroller({ className, label, children }: { className: string; label?: string; children: React.ReactNode }) {
  const [ref, overflows] = useOverflowsSideways<HTMLDivElement>();
  return (
    <div ref={ref} className={className} tabIndex={overflows ? 0 : undefined} role={overflows ? 'group' : undefined} aria-label={overflows ? label : undefined}>
      {children}
    </div>
  );
}
