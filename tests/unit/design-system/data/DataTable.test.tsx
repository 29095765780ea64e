import * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { DataTable, rowMatchesText, type DataTableColumn, type DataTableProps } from '../../../../design-system/src/components/DataTable';

interface Chapter {
  id: string;
  no: number;
  title: string;
  words: number;
}
const chapters: Chapter[] = Array.from({ length: 25 }, (_, i) => ({
  id: `c${i + 1}`,
  no: i + 1,
  title: i % 5 === 0 ? `The Moon ${i + 1}` : `Chapter ${i + 1}`,
  words: 1000 + ((i * 37) % 25) * 100,
}));
const columns: DataTableColumn<Chapter>[] = [
  { id: 'no', header: 'No.', cell: (c) => c.no, sortValue: (c) => c.no, align: 'end' },
  { id: 'title', header: 'Title', cell: (c) => c.title, sortValue: (c) => c.title },
  { id: 'words', header: 'Words', cell: (c) => c.words, sortValue: (c) => c.words },
];

function renderTable(props: Partial<DataTableProps<Chapter>> = {}) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <DataTable<Chapter>
        label="Chapters"
        columns={columns}
        rows={chapters}
        getRowId={(c) => c.id}
        paginationLabel={(from, to, total) => `${from}-${to} of ${total}`}
        previousPageLabel="Previous page"
        nextPageLabel="Next page"
        pageSizeLabel="Rows per page"
        {...props}
      />
    </FluentProvider>,
  );
}

const table = () => screen.getByRole('table', { name: 'Chapters' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('DataTable', () => {
  it('renders Fluent table rows with aria-rowcount and aria-rowindex', () => {
    renderTable();
    expect(table()).toHaveAttribute('aria-rowcount', '26');
    expect(bodyRows()).toHaveLength(25);
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });

  it('sorts by click and by Enter on a header, telling aria-sort', async () => {
    const user = userEvent.setup();
    renderTable();
    const [noHeader, , wordsHeader] = screen.getAllByRole('columnheader');
    expect(wordsHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(wordsHeader).getByRole('button'));
    expect(wordsHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = bodyRows().map((r) => Number(within(r).getAllByRole('cell')[2].textContent));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    within(noHeader).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(noHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(wordsHeader).toHaveAttribute('aria-sort', 'none');
    await user.keyboard('{Enter}');
    expect(noHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()[0]).toBe('25');
  });

  it('leaves a controlled sort to the caller and reports the next one', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ sort: { columnId: 'no', direction: 'descending' }, onSortChange });
    expect(firstCells()[0]).toBe('25');
    await user.click(within(screen.getAllByRole('columnheader')[0]).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'no', direction: 'ascending' });
    expect(firstCells()[0]).toBe('25');
  });

  it('filters with the built-in text box and shows the empty state when nothing matches', async () => {
    const user = userEvent.setup();
    const onFilterTextChange = vi.fn();
    renderTable({
      filterRow: (c, text) => rowMatchesText([c.no, c.title], text),
      filterLabel: 'Filter chapters',
      filterClearLabel: 'Effacer le filtre',
      onFilterTextChange,
      emptyState: <p>No chapters match</p>,
    });
    const box = screen.getByRole('searchbox', { name: 'Filter chapters' });
    await user.type(box, 'moon');
    expect(bodyRows()).toHaveLength(5);
    expect(table()).toHaveAttribute('aria-rowcount', '6');
    expect(onFilterTextChange).toHaveBeenLastCalledWith('moon');
    await user.type(box, 'zzz');
    expect(screen.getByText('No chapters match')).toBeInTheDocument();
    expect(table()).not.toHaveAttribute('aria-rowcount');
    // The clear button speaks the page's language, not Fluent's English default.
    await user.click(screen.getByRole('button', { name: 'Effacer le filtre' }));
    expect(box).toHaveValue('');
    expect(onFilterTextChange).toHaveBeenLastCalledWith('');
    expect(bodyRows().length).toBeGreaterThan(5);
  });

  it('pages: range label, next and previous, page size, and rowindex offsets', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderTable({ defaultPageSize: 10, pageSizeOptions: [10, 20], onPageChange });
    expect(screen.getByText('1-10 of 25')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByText('11-20 of 25')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '12');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('21-25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(screen.getByText('21-25 of 25')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
  });

  it('in server mode shows the rows as given and counts from total', () => {
    renderTable({ dataMode: 'server', rows: chapters.slice(10, 20), total: 240, page: 2, pageSize: 10, sort: { columnId: 'words', direction: 'descending' } });
    expect(table()).toHaveAttribute('aria-rowcount', '241');
    expect(firstCells()[0]).toBe('11');
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '12');
    expect(screen.getByText('11-20 of 240')).toBeInTheDocument();
  });

  it('shows hidden skeleton rows and a status while loading', () => {
    renderTable({ loading: true, loadingLabel: 'Loading chapters…', loadingRowCount: 3 });
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading chapters…');
    expect(within(table()).getAllByRole('row', { hidden: true })).toHaveLength(4);
    expect(screen.queryByText('Chapter 2')).toBeNull();
  });

  it('activates rows by click, Enter and Space, with one tab stop and arrow keys between rows', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({ onRowClick, rows: chapters.slice(0, 5) });
    const rows = bodyRows();
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    await user.click(rows[3]);
    expect(onRowClick).toHaveBeenLastCalledWith(chapters[3], expect.anything());
    rows[0].focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(rows[2]).toHaveFocus();
    expect(rows[2].tabIndex).toBe(0);
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(chapters[2], expect.anything());
    await user.keyboard('{End} ');
    expect(rows[4]).toHaveFocus();
    expect(onRowClick).toHaveBeenLastCalledWith(chapters[4], expect.anything());
    await user.keyboard('{Home}{ArrowUp}');
    expect(rows[0]).toHaveFocus();
  });

  describe('virtualised (as far as jsdom goes: no layout, so the viewport is stubbed)', () => {
    const many: Chapter[] = Array.from({ length: 5000 }, (_, i) => ({ id: `v${i}`, no: i + 1, title: `Chapter ${i + 1}`, words: i }));
    let restore: () => void;
    beforeEach(() => {
      // tanstack-virtual reads the scroller's clientHeight; jsdom reports 0 for everything.
      const original = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
      Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 400 });
      restore = () => Object.defineProperty(Element.prototype, 'clientHeight', original!);
    });
    afterEach(() => restore());

    it('renders a window of rows, keeps the full count for screen readers, and spacer rows for the rest', () => {
      renderTable({ rows: many, virtualize: true, maxHeight: 400, rowHeight: 40, overscan: 5 });
      expect(table()).toHaveAttribute('aria-rowcount', '5001');
      const rendered = bodyRows().filter((r) => r.hasAttribute('aria-rowindex'));
      expect(rendered.length).toBeGreaterThan(5);
      expect(rendered.length).toBeLessThan(40);
      expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
      // The focusable scroller is named after the table.
      expect(screen.getByRole('group', { name: 'Chapters' })).toHaveAttribute('tabindex', '0');
      // No pager when virtualised.
      expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    });

    it('asks for the next window when the last rows are in view, and not before', () => {
      const deep = vi.fn();
      renderTable({ rows: many, virtualize: true, maxHeight: 400, rowHeight: 40, overscan: 5, onEndReached: deep });
      expect(deep).not.toHaveBeenCalled();
      const shallow = vi.fn();
      renderTable({ rows: many.slice(0, 12), virtualize: true, maxHeight: 400, rowHeight: 40, overscan: 5, onEndReached: shallow });
      expect(shallow).toHaveBeenCalled();
    });
  });
});
