import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';
// Not in the package's index: the frame is what LineChart, BarChart and DonutChart are built on.
import { ChartFrame, chartPalette, seriesTable, type ChartFrameProps, type ChartSeries } from '../../design-system/src/components/ChartFrame';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { incomeBySource, monthYear, monthlyIncome, usd } from './data.fixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** The frame's own props; the legend, the table and the chart are made from `series`, as a chart component makes them. */
type FrameStoryArgs = Omit<ChartFrameProps, 'legend' | 'table' | 'children'> &
  Partial<Pick<ChartFrameProps, 'legend' | 'table' | 'children'>> & {
  /** the data drawn (one series: bars; several: grouped bars), listed in the legend and the table */
  series: ChartSeries[];
  /** header of the table's first column */
  xLabel: string;
};

const colorOf = (index: number) => chartPalette[index % chartPalette.length];

/** Income by month in a frame: legend, accessible table and Fluent's bar charts, in the toolbar's language. */
function IncomeFrame({ series, xLabel, legend: _legend, table: _table, children: _chart, ...props }: FrameStoryArgs) {
  const intl = useIntl();
  const money = usd(intl);
  const month = monthYear(intl);
  const rows = seriesTable(series);
  const common = {
    width: props.width,
    height: props.height,
    hideLegend: true,
    culture: intl.locale,
    yAxisTickFormat: money,
    // Room for the longest amount on the value axis.
    margins: { top: 20, bottom: 35, right: 20, left: 72 },
    roundedTicks: true,
    hideLabels: true,
    roundCorners: true,
  } as const;
  return (
    <ChartFrame
      {...props}
      legend={series.map((s, i) => ({ key: s.id, label: s.name, color: colorOf(i) }))}
      table={{
        columns: [xLabel, ...series.map((s) => s.name)],
        rows: rows.map((r) => ({ key: month(r.x), header: month(r.x), cells: r.values.map((v) => (v === undefined ? '' : money(v))) })),
      }}
    >
      {({ GroupedVerticalBarChart, VerticalBarChart }) =>
        series.length === 1 ? (
          <VerticalBarChart
            {...common}
            useSingleColor
            colors={[colorOf(0)]}
            data={rows.map((r) => ({ x: month(r.x), y: r.values[0] ?? 0, legend: series[0].name, color: colorOf(0) }))}
          />
        ) : (
          <GroupedVerticalBarChart
            {...common}
            data={rows.map((r) => ({
              name: month(r.x),
              series: series.map((s, i) => ({ key: s.id, legend: s.name, data: r.values[i] ?? 0, color: colorOf(i) })),
            }))}
          />
        )
      }
    </ChartFrame>
  );
}

const meta = {
  title: 'Data/ChartFrame',
  id: 'design-system-chartframe',
  component: ChartFrame as unknown as React.ComponentType<FrameStoryArgs>,
  args: {
    title: 'Monthly income',
    headingLevel: 3,
    summary: 'Income per month from January to June 2026.',
    xLabel: 'Month',
    series: [monthlyIncome()],
    empty: false,
    emptyText: 'No data for this period yet',
    // Fixed size: the chart measures its container otherwise, and screenshots must not move.
    width: 640,
    height: 280,
  },
  argTypes: {
    title: { description: 'Visible title (a heading) and the caption of the data table.', control: 'text' },
    headingLevel: { description: 'Heading level of the title, to fit the page’s outline.', control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    summary: { description: 'Accessible name of the chart image: one sentence saying what it shows.', control: 'text' },
    empty: { description: 'Nothing to draw: `emptyText` stands in for the chart, and there is no table or toggle.', control: 'boolean' },
    emptyText: { description: 'Shown instead of the chart when `empty`.', control: 'text' },
    tableToggleLabel: {
      description: 'Label of a toggle that shows the numbers as a table instead of the chart; without it the table is for screen readers only.',
      control: 'text',
    },
    width: { description: 'Width in px; without it the frame fills its container.', control: 'number' },
    height: { description: 'Height of the chart in px (the placeholder keeps it while Fluent’s charts load).', control: 'number' },
    className: { description: 'Class name added to the root `<div>`.', control: false },
    legend: {
      description: 'Legend entries (`key`, `label`, `color`), shown under the chart when there are two or more. Made from `series` here.',
      control: false,
    },
    table: { description: 'The numbers: `columns` (the first heads the row headers) and `rows` (`key`, `header`, `cells`). Made from `series` here.', control: false },
    children: { description: 'Draws the chart, given Fluent’s chart components once their code is in. A bar chart of `series` here.', control: false },
    series: { description: 'Story only: the data the legend, the table and the chart are made from.', control: 'object', table: { category: 'story' } },
    xLabel: { description: 'Story only: header of the table’s first column.', control: 'text', table: { category: 'story' } },
  },
  render: (args) => <IncomeFrame {...args} />,
} satisfies Meta<FrameStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One series: the title, the chart as one image named by the summary, and the table for screen readers only. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    // Fluent's chart arrives after the frame (its code loads once there is data to draw).
    const image = await canvas.findByRole('img', { name: args.summary });
    await expect(image.tagName.toLowerCase()).toBe('svg');
    await expect(image.querySelectorAll('[tabindex]:not([tabindex="-1"]), [role="option"]')).toHaveLength(0);
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(canvas.queryByRole('button')).toBeNull();
    // One series: no legend.
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Several series: a legend under the chart, one column each in the table. */
export const WithLegend: Story = {
  args: { title: 'Income by source', summary: 'Income per month and source, January to June 2026.', series: incomeBySource() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img');
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(canvas.getByRole('table')).getAllByRole('columnheader')).toHaveLength(4);
  },
};

/** With the table toggle, switched on by keyboard: the numbers replace the chart and its legend. */
export const TableView: Story = {
  args: { title: 'Income by source', summary: 'Income per month and source, January to June 2026.', series: incomeBySource(), tableToggleLabel: 'Show as table' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img');
    const toggle = canvas.getByRole('button', { name: inLocale(globals, 'Show as table') });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Nothing to draw: the empty text in place of the chart, no table and no toggle. */
export const Empty: Story = {
  args: { empty: true, series: [], tableToggleLabel: 'Show as table' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(inLocale(globals, 'No data for this period yet'))).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: {
    title: 'Income by source',
    summary: 'Income per month and source, January to June 2026.',
    width: 220,
    height: 140,
    series: incomeBySource(),
  },
  render: (args) => (
    <BrandGrid columns={4}>
      <IncomeFrame {...args} />
    </BrandGrid>
  ),
};
