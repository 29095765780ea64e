import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CalendarHeatMap, type CalendarHeatMapProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { WithIntl, heatDayLabel, writingDays } from './data.fixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** "Today" in these stories: a fixed day, so past writing and future releases never move. */
const TODAY = '2026-11-15';
const YEAR = writingDays('2026-01-01', '2026-12-31', TODAY);

/** The calendar as the portal shows it: grid name and day names from the catalog. */
function WritingCalendar(props: Omit<CalendarHeatMapProps, 'label' | 'dayLabel'> & Partial<Pick<CalendarHeatMapProps, 'label'>>) {
  return (
    <WithIntl>
      {(intl) => (
        <CalendarHeatMap
          locale={intl.locale}
          label={intl.formatMessage({ id: 'story.data.heat.label', defaultMessage: 'Writing calendar, {year}' }, { year: props.start.slice(0, 4) })}
          dayLabel={heatDayLabel(intl)}
          {...props}
        />
      )}
    </WithIntl>
  );
}

const meta = {
  title: 'Data/CalendarHeatMap',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-calendarheatmap',
  component: CalendarHeatMap,
  args: {
    days: YEAR,
    start: '2026-01-01',
    end: '2026-12-31',
    lessLabel: 'Less',
    moreLabel: 'More',
    scheduledLabel: 'Scheduled release',
    firstDayOfWeek: 0,
    defaultActiveDate: '2026-11-02',
    // Replaced by the catalog's names in render.
    label: '',
    dayLabel: () => '',
  },
  argTypes: {
    firstDayOfWeek: { control: 'inline-radio', options: [0, 1] },
    days: { control: false },
    dayLabel: { control: false },
    label: { control: false },
  },
  render: ({ label: _label, dayLabel: _dayLabel, ...args }) => <WritingCalendar {...args} />,
} satisfies Meta<typeof CalendarHeatMap>;
export default meta;
type Story = StoryObj<typeof meta>;

const cell = (grid: HTMLElement, date: string) => grid.querySelector<HTMLElement>(`[data-date="${date}"]`)!;

/** A writing year: colour by quartile of words, released chapters in the tooltip, scheduled releases outlined. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await expect(within(grid).getAllByRole('rowheader')).toHaveLength(7);
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(12);
    // Every day of 2026 is a cell with a name that starts with its date.
    const days = within(grid).getAllByRole('gridcell').filter((c) => c.hasAttribute('data-date'));
    await expect(days).toHaveLength(365);
    await expect(cell(grid, '2026-11-02')).toHaveAccessibleName(/^2026-11-02\b/);
    // One Tab stop.
    await expect(days.filter((d) => d.tabIndex === 0)).toHaveLength(1);
  },
};

/**
 * Arrow keys move by day (up, down) and week (left, right), Home and End to the first and
 * last day of the row, Ctrl+Home and Ctrl+End to the first and last day; the tooltip follows
 * focus, Escape hides it, Enter activates the day.
 */
export const KeyboardNavigation: Story = {
  args: { onDayClick: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    const tooltipText = async () => (await canvas.findByRole('tooltip')).textContent ?? '';

    await userEvent.tab();
    await expect(cell(grid, '2026-11-02')).toHaveFocus();
    await waitFor(async () => expect(await tooltipText()).toMatch(/^2026-11-02\b/));

    await userEvent.keyboard('{ArrowRight}');
    await expect(cell(grid, '2026-11-09')).toHaveFocus();
    await waitFor(async () => expect(await tooltipText()).toMatch(/^2026-11-09\b/));
    await userEvent.keyboard('{ArrowDown}');
    await expect(cell(grid, '2026-11-10')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(cell(grid, '2026-11-02')).toHaveFocus();
    await waitFor(async () => expect(await tooltipText()).toMatch(/^2026-11-02\b/));

    // Sunday is the first row: Up stays.
    await userEvent.keyboard('{ArrowUp}');
    await expect(cell(grid, '2026-11-01')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(cell(grid, '2026-11-01')).toHaveFocus();

    await userEvent.keyboard('{Home}');
    await expect(cell(grid, '2026-01-04')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(cell(grid, '2026-12-27')).toHaveFocus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(cell(grid, '2026-01-01')).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(cell(grid, '2026-12-31')).toHaveFocus();

    // A scheduled release in the future.
    cell(grid, '2026-12-31').blur();
    const scheduled = YEAR.find((d) => d.scheduled)!;
    cell(grid, scheduled.date).focus();
    await waitFor(async () => expect(await tooltipText()).toContain(scheduled.date));
    await userEvent.keyboard('{Enter}');
    await expect(args.onDayClick).toHaveBeenCalledWith(scheduled);

    // Hover shows another day; leaving the grid returns to the focused one.
    await userEvent.hover(cell(grid, '2026-03-03'));
    await waitFor(async () => expect(await tooltipText()).toMatch(/^2026-03-03\b/));
    await userEvent.unhover(grid);
    await waitFor(async () => expect(await tooltipText()).toContain(scheduled.date));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** Weeks starting on Monday, three months. */
export const MondayFirst: Story = {
  args: { firstDayOfWeek: 1, start: '2026-09-01', end: '2026-11-30' },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    const bodyRows = within(grid).getAllByRole('row').slice(1);
    // 2026-09-07 is a Monday: first row; 2026-09-06 a Sunday: last row.
    await expect(within(bodyRows[0]).getAllByRole('gridcell').some((c) => c.dataset.date === '2026-09-07')).toBe(true);
    await expect(within(bodyRows[6]).getAllByRole('gridcell').some((c) => c.dataset.date === '2026-09-06')).toBe(true);
  },
};

/** A new author: no days yet, every cell empty. */
export const Empty: Story = {
  args: { days: [], start: '2026-09-01', end: '2026-11-30', defaultActiveDate: undefined },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    // Without a defaultActiveDate the last day takes Tab.
    await expect(cell(grid, '2026-11-30')).toHaveAttribute('tabindex', '0');
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { start: '2026-09-01', end: '2026-11-30', days: writingDays('2026-09-01', '2026-11-30', TODAY, 4), scheduledLabel: undefined },
  render: ({ label: _label, dayLabel: _dayLabel, ...args }) => (
    <BrandGrid columns={3}>
      <WritingCalendar {...args} />
    </BrandGrid>
  ),
};
