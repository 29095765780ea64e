import { SearchBox } from '@fluentui/react-components';
import type { DataTableState } from './useDataTable';
import type { DataTableClasses } from './useDataTableStyles.styles';

/** Above the table: the text filter and the caller's own filters. */
export function DataTableToolbar<T>({ state, classes }: { state: DataTableState<T>; classes: DataTableClasses }) {
  const { props } = state;
  return (
    <div className={classes.toolbar}>
      {props.filterRow && (
        <SearchBox
          className={classes.search}
          aria-label={props.filterLabel}
          placeholder={props.filterPlaceholder}
          dismiss={props.filterClearLabel ? { 'aria-label': props.filterClearLabel } : undefined}
          value={state.filterText}
          onChange={(_, data) => state.setFilterText(data.value)}
        />
      )}
      {props.filters}
    </div>
  );
}
