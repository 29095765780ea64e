export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableProps, DataTableSort, DataTableSortDirection } from './DataTable.types';
export {
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
  type SortValue,
} from './dataTableUtils';
