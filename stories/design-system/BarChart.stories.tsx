import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { WithIntl, incomeBySource, monthYear, monthlyIncome, usd } from './data.fixtures';
import { withoutTextModes } from '../../.storybook/modes';

const meta = {
  title: 'Data/BarChart',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-barchart',
  component: BarChart,
  args: {
    title: 'Monthly income',
    summary: 'Income per month from January to June 2026.',
    xLabel: 'Month',
    series: [monthlyIncome()],
    emptyText: 'No data for this period yet',
    // Fixed size: the chart measures its container otherwise, and screenshots must not move.
    width: 640,
    height: 280,
    headingLevel: 3,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    series: { control: 'object' },
    valueFormat: { control: false },
    xFormat: { control: false },
  },
  render: (args) => (
    <WithIntl>{(intl) => <BarChart locale={intl.locale} valueFormat={usd(intl)} xFormat={monthYear(intl)} {...args} />}</WithIntl>
  ),
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One series: Fluent's vertical bar chart in the brand colour. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole('img', { name: args.summary });
    await expect(image.tagName.toLowerCase()).toBe('svg');
    await expect(image.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    const table = canvas.getByRole('table', { name: args.title });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    // Values in the table are formatted like the axis: currency.
    await expect(within(table).getAllByRole('cell')[0].textContent).toMatch(/\d/);
  },
};

/** Several series: grouped bars, one per source and month, with a legend. */
export const Grouped: Story = {
  args: { title: 'Income by source', summary: 'Income per month and source, January to June 2026.', series: incomeBySource() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const table = canvas.getByRole('table', { name: args.title });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(6);
  },
};

/** "Show as table" swaps the chart for its numbers, by click or keyboard. */
export const TableToggle: Story = {
  args: { tableToggleLabel: 'Show as table', title: 'Income by source', summary: 'Income per month and source, January to June 2026.', series: incomeBySource() },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // Fluent's chart arrives after the frame (its code loads once there is data to draw).
    await canvas.findByRole('img');
    const toggle = canvas.getByRole('button', { name: inLocale(globals, 'Show as table') });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('img')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(inLocale(globals, 'No data for this period yet'))).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { width: 220, height: 140, series: [{ ...monthlyIncome(), points: monthlyIncome().points.slice(0, 4) }] },
  render: (args) => (
    <WithIntl>
      {(intl) => (
        <BrandGrid columns={4}>
          <BarChart locale={intl.locale} valueFormat={usd(intl)} xFormat={monthYear(intl)} {...args} />
        </BrandGrid>
      )}
    </WithIntl>
  ),
};
