import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { escapeRegExp, inLocale } from './fixtures';
import { CHAPTERS, ChapterTable, MANY_CHAPTERS, chapterMatches, type ChapterTableProps } from './data.fixtures';
import { withoutTextModes } from '../../.storybook/modes';

const meta = {
  title: 'Data/DataTable',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-datatable',
  // DataTable is generic; the stories show it with the chapters of one novel.
  component: DataTable as unknown as React.ComponentType<ChapterTableProps>,
  args: {
    size: 'medium',
    loading: false,
    virtualize: false,
    defaultPageSize: 10,
    pageSizeOptions: [10, 20, 50],
    filterRow: chapterMatches,
    statusFilter: false,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['extra-small', 'small', 'medium'] },
    dataMode: { control: 'inline-radio', options: ['client', 'server'] },
    defaultPageSize: { control: 'select', options: [undefined, 10, 20, 50] },
    rows: { control: false },
    filterRow: { control: false },
    getRowId: { control: false },
  },
  render: (args) => <ChapterTable {...args} />,
} satisfies Meta<ChapterTableProps>;
export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').filter((r) => r.hasAttribute('aria-rowindex') && r.getAttribute('aria-rowindex') !== '1');
const cellText = (row: HTMLElement, column: number) => within(row).getAllByRole('cell')[column].textContent ?? '';
const digits = (s: string) => Number(s.replace(/\D/g, ''));

/** 120 chapters, ten a page, sortable and filterable. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '121');
    const rows = dataRows(table);
    await expect(rows).toHaveLength(10);
    await expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    await expect(within(canvasElement).getByRole('searchbox')).toBeVisible();
  },
};

/** Sorted by words, most first; headers sort with Enter and Space as well as clicks. */
export const Sorted: Story = {
  args: { defaultSort: { columnId: 'words', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers[2]).toHaveAttribute('aria-sort', 'descending');
    const words = dataRows(table).map((r) => digits(cellText(r, 2)));
    await expect(words).toEqual([...words].sort((a, b) => b - a));
    await expect(words[0]).toBe(Math.max(...CHAPTERS.map((c) => c.words)));

    // Keyboard: the Chapter header's sort button, Enter sorts ascending.
    const chapterButton = within(headers[0]).getByRole('button');
    chapterButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(headers[0]).toHaveAttribute('aria-sort', 'ascending');
    await expect(headers[2]).toHaveAttribute('aria-sort', 'none');
    await expect(digits(cellText(dataRows(table)[0], 0))).toBe(1);

    // Space flips it.
    await userEvent.keyboard(' ');
    await expect(headers[0]).toHaveAttribute('aria-sort', 'descending');
    await expect(digits(cellText(dataRows(table)[0], 0))).toBe(120);

    // Tab reaches the next sortable header.
    await userEvent.tab();
    await expect(within(headers[1]).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(headers[1]).toHaveAttribute('aria-sort', 'ascending');
    const titles = dataRows(table).map((r) => cellText(r, 1));
    await expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
  },
};

/** The built-in text filter plus the caller's own status filter in the `filters` slot. */
export const Filtered: Story = {
  args: { statusFilter: true },
  // The play ends where Default starts, so its picture adds nothing; on a busy machine the shot
  // once caught the table mid-reset (zzzz still typed), so only the interaction is checked here.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const search = canvas.getByRole('searchbox');
    await userEvent.type(search, 'moon');
    await waitFor(() => expect(Number(table.getAttribute('aria-rowcount'))).toBeLessThan(121));
    for (const row of dataRows(table)) await expect(cellText(row, 1)).toMatch(/moon/i);

    // A chapter number matches too.
    await userEvent.clear(search);
    await userEvent.type(search, '118');
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '2'));

    // The caller's status filter narrows the rows it passes in.
    await userEvent.clear(search);
    const status = canvas.getByRole('combobox', { name: inLocale(globals, 'Status') });
    await userEvent.selectOptions(status, 'draft');
    const statusText = (status as HTMLSelectElement).selectedOptions[0].textContent;
    for (const row of dataRows(table)) await expect(cellText(row, 3)).toBe(statusText);

    // Nothing matches: the empty state.
    await userEvent.type(search, 'zzzz');
    await expect(await canvas.findByRole('heading', { level: 3 })).toBeVisible();
    await expect(table).not.toHaveAttribute('aria-rowcount');
    await userEvent.clear(search);
    await userEvent.selectOptions(status, 'all');
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '121'));
  },
};

/** Ten rows a page; the pager moves by keyboard and the page size can change. */
export const Paged: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const previous = canvas.getByRole('button', { name: new RegExp(escapeRegExp(inLocale(globals, 'Previous page'))) });
    const next = canvas.getByRole('button', { name: new RegExp(escapeRegExp(inLocale(globals, 'Next page'))) });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(/^1\D+10\D+120$/)).toBeVisible();

    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(dataRows(table)[0]).toHaveAttribute('aria-rowindex', '12');
    await expect(canvas.getByText(/^11\D+20\D+120$/)).toBeVisible();
    await expect(previous).not.toHaveAttribute('aria-disabled');

    // 20 a page keeps the first row shown (row 11) on the new page 1.
    await userEvent.selectOptions(canvas.getByRole('combobox'), '20');
    await expect(dataRows(table)).toHaveLength(20);
    await expect(dataRows(table)[0]).toHaveAttribute('aria-rowindex', '2');

    // To the last page by keyboard; Next then stays focusable but disabled.
    next.focus();
    for (let i = 0; i < 5; i++) await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/^101\D+120\D+120$/)).toBeVisible();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(inLocale(globals, 'Loading chapters…'));
  },
};

/** A novel without chapters: the caller's empty state with a way on. */
export const Empty: Story = {
  args: { rows: [], filterRow: undefined },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvas.getByRole('table')).not.toHaveAttribute('aria-rowcount');
    // Past the sortable headers, Tab reaches the empty state's action.
    const write = canvas.getByRole('button', { name: inLocale(globals, 'Write Chapter') });
    for (let i = 0; i < 6 && document.activeElement !== write; i++) await userEvent.tab();
    await expect(write).toHaveFocus();
  },
};

/** Activatable rows: click, or arrow keys between rows and Enter or Space. */
export const ClickableRows: Story = {
  args: { onRowClick: fn(), filterRow: undefined },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table');
    const rows = dataRows(table);
    // One Tab stop for all rows (roving tabindex).
    await expect(rows.map((r) => r.getAttribute('tabindex'))).toEqual(['0', ...Array(rows.length - 1).fill('-1')]);
    await userEvent.click(rows[2]);
    await expect(args.onRowClick).toHaveBeenLastCalledWith(CHAPTERS[2], expect.anything());

    rows[0].focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(CHAPTERS[0], expect.anything());
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(CHAPTERS[1], expect.anything());
    await expect(args.onRowClick).toHaveBeenCalledTimes(3);
  },
};

/**
 * 5,000 chapters in a 400px window: only the rows in view are in the DOM, and
 * aria-rowcount / aria-rowindex give screen readers the full size and each row's place.
 */
export const Virtualized: Story = {
  args: { virtualize: true, maxHeight: 400, defaultPageSize: undefined, filterRow: undefined },
  render: (args) => <ChapterTable {...args} rows={MANY_CHAPTERS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '5001');
    await expect(dataRows(table).length).toBeLessThan(60);

    // Scroll to chapter 4,000 (the header row is as tall as a row).
    const scroller = canvas.getByRole('group');
    scroller.scrollTop = 3999 * 44;
    scroller.dispatchEvent(new Event('scroll'));
    // Generous timeout: the 2-core CI machine may be busy with other stories.
    await waitFor(() => expect(table.querySelector('[aria-rowindex="4001"]')).not.toBeNull(), { timeout: 5000 });
    const row = table.querySelector<HTMLElement>('[aria-rowindex="4001"]')!;
    await expect(digits(cellText(row, 0))).toBe(4000);
    await expect(row).toBeVisible();
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);

    // The scroller takes focus so keyboard users can scroll it (user-event's keys cannot scroll: no test here).
    await expect(scroller).toHaveAttribute('tabindex', '0');
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { defaultPageSize: undefined, filterRow: undefined, size: 'small', defaultSort: { columnId: 'words', direction: 'descending' } },
  render: (args) => (
    <BrandGrid columns={3}>
      <ChapterTable {...args} rows={CHAPTERS.slice(0, 3)} columnIds={['no', 'title', 'words']} />
    </BrandGrid>
  ),
};
