import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LineChart } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { WithIntl, dayMonth, viewsByNovel, wordsPerDay } from './data.fixtures';
import { withoutTextModes } from '../../.storybook/modes';

const meta = {
  title: 'Data/LineChart',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-linechart',
  component: LineChart,
  args: {
    title: 'Words written per day',
    xLabel: 'Date',
    series: [wordsPerDay()],
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
    <WithIntl>
      {(intl) => {
        const values = args.series.flatMap((s) => s.points.map((p) => p.y));
        const summary =
          args.summary ??
          intl.formatMessage(
            { id: 'story.data.chart.wordsSummary', defaultMessage: 'Words written each day in November 2026: from {min} to {max} words a day.' },
            { min: intl.formatNumber(Math.min(...values)), max: intl.formatNumber(Math.max(...values)) },
          );
        return <LineChart locale={intl.locale} xFormat={dayMonth(intl)} {...args} summary={summary} />;
      }}
    </WithIntl>
  ),
} satisfies Meta<typeof LineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One series: the chart is an image named by its summary; a hidden table holds the numbers. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole('img');
    await expect(image.tagName.toLowerCase()).toBe('svg');
    await expect(image.getAttribute('aria-label')).toMatch(/\d/);
    // The data table is out of sight but in the accessibility tree: a row per day.
    const table = canvas.getByRole('table', { name: args.title });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    // The chart's points are pictures, not tab stops: focus goes past the chart.
    await expect(image.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
  },
};

/** Three novels' daily views; the legend and table columns name each series. */
export const SeveralSeries: Story = {
  args: { title: 'Daily views by novel', summary: 'Daily views of three novels in November 2026.', series: viewsByNovel() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const table = canvas.getByRole('table', { name: args.title });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
  },
};

/** "Show as table" swaps the chart for its numbers (keyboard: Space), and back. */
/** Moments marked on the chart: a chapter released, a contract signed. */
export const WithEvents: Story = {
  args: {
    events: [
      { x: new Date(Date.UTC(2026, 10, 6)), label: 'Chapter 12 released' },
      { x: new Date(Date.UTC(2026, 10, 19)), label: 'Contract signed' },
    ],
    mergedEventsLabel: (n: number) => `${n} events`,
  },
};

/**
 * Marks on the first and the last day, with long labels (a novel's name after the event): each
 * label stays whole inside the drawing, in every language. The last day is still being counted:
 * the axis ends on it, the line stops the day before.
 */
export const EventsAtTheEdges: Story = {
  args: {
    title: 'Words written per day',
    series: [{ ...wordsPerDay(), points: wordsPerDay().points.slice(0, -1) }],
    xDomain: { from: new Date(Date.UTC(2026, 10, 1)), to: new Date(Date.UTC(2026, 10, 30)) },
    mergedEventsLabel: (n: number) => `${n} events`,
  },
  render: (args) => (
    <WithIntl>
      {(intl) => (
        <LineChart
          locale={intl.locale}
          xFormat={dayMonth(intl)}
          {...args}
          summary={intl.formatMessage({ id: 'story.data.chart.wordsSummary', defaultMessage: 'Words written each day in November 2026: from {min} to {max} words a day.' }, { min: 0, max: 3200 })}
          events={[
            { x: new Date(Date.UTC(2026, 10, 1)), label: intl.formatMessage({ id: 'story.data.chart.eventFirstPaid', defaultMessage: 'Chapter 1 released: the first paid chapter · The Salt Road' }) },
            { x: new Date(Date.UTC(2026, 10, 30)), label: intl.formatMessage({ id: 'story.data.chart.eventContract', defaultMessage: 'Contract signed · The Salt Road' }) },
          ]}
        />
      )}
    </WithIntl>
  ),
  play: async ({ canvasElement }) => {
    // Fluent wraps the labels after drawing them: wait until both are written out, then measure every line.
    await waitFor(() => expect(canvasElement.querySelectorAll('text[font-size="10pt"] tspan').length).toBeGreaterThan(2));
    const spans = [...canvasElement.querySelectorAll<SVGTSpanElement>('text[font-size="10pt"] tspan')];
    const image = spans[0].ownerSVGElement!;
    const box = image.getBoundingClientRect();
    const lines = spans.map((t) => t.getBoundingClientRect());
    for (const line of lines) {
      expect(line.left).toBeGreaterThanOrEqual(box.left);
      expect(line.right).toBeLessThanOrEqual(box.right);
      expect(line.top).toBeGreaterThanOrEqual(box.top);
    }
    // The axis ends on the last day: its mark sits on the right end of the plot (where the grid lines end).
    const axis = image.querySelector('[id^="yAxisGElement"] .tick line')!.getBoundingClientRect();
    const marks = [...image.querySelectorAll('line[stroke-dasharray="8"]')].map((l) => l.getBoundingClientRect());
    expect(marks).toHaveLength(2);
    expect(Math.abs(marks[1].right - axis.right)).toBeLessThan(1.5);
  },
};

export const TableToggle: Story = {
  args: { tableToggleLabel: 'Show as table', series: viewsByNovel(), title: 'Daily views by novel', summary: 'Daily views of three novels in November 2026.' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // Fluent's chart arrives after the frame (its code loads once there is data to draw).
    await canvas.findByRole('img');
    const toggle = canvas.getByRole('button', { name: inLocale(globals, 'Show as table') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('img')).toBeVisible();
    // Shown for the screenshot.
    await userEvent.click(toggle);
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { series: [{ id: 'words', name: 'Words written', points: [] }], tableToggleLabel: 'Show as table' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(inLocale(globals, 'No data for this period yet'))).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: {
    width: 220,
    height: 140,
    series: [{ ...wordsPerDay(), points: wordsPerDay().points.slice(0, 7) }],
    summary: 'Words written per day',
  },
  render: (args) => (
    <WithIntl>
      {(intl) => (
        <BrandGrid columns={4}>
          <LineChart locale={intl.locale} xFormat={dayMonth(intl)} {...args} />
        </BrandGrid>
      )}
    </WithIntl>
  ),
};
