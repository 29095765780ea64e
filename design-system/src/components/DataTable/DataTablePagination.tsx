import { Button, Label, Select } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { DataTableState } from './useDataTable';
import type { DataTableClasses } from './useDataTableStyles.styles';

/** Under a paged table: the page size, which rows are shown of how many, previous and next page. */
export function DataTablePagination<T>({ state, classes }: { state: DataTableState<T>; classes: DataTableClasses }) {
  const { props } = state;
  const previousIcon = state.dir === 'rtl' ? <ChevronRightRegular /> : <ChevronLeftRegular />;
  const nextIcon = state.dir === 'rtl' ? <ChevronLeftRegular /> : <ChevronRightRegular />;
  const sizeOptions = props.pageSizeOptions ?? [];
  return (
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
  );
}
