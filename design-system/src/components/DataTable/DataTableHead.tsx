import { TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { DataTableState } from './useDataTable';
import type { DataTableClasses } from './useDataTableStyles.styles';

const isSortable = (column: { sortValue?: unknown; sortable?: boolean }) => column.sortable ?? !!column.sortValue;

/** The header row: each column's name, sortable by click, Enter or Space (aria-sort). */
export function DataTableHead<T>({ state, classes }: { state: DataTableState<T>; classes: DataTableClasses }) {
  const { columns, sort, virtual } = state;
  return (
    <TableHeader className={virtual ? classes.stickyHeader : undefined}>
      <TableRow aria-rowindex={1} style={virtual ? { height: virtual.rowHeight } : undefined}>
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
}
