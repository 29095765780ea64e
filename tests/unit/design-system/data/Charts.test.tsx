import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { BarChart } from '../../../../design-system/src/components/BarChart';
import { DonutChart } from '../../../../design-system/src/components/DonutChart';
import { LineChart } from '../../../../design-system/src/components/LineChart';
import type { ChartSeries } from '../../../../design-system/src/components/ChartFrame';

// jsdom has no ResizeObserver; Fluent's charts observe their container.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const wrap = (ui: React.ReactElement) => render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);
const months = ['Jan', 'Feb', 'Mar'];
const income: ChartSeries = { id: 'income', name: 'Income', points: months.map((x, i) => ({ x, y: (i + 1) * 100 })) };
const rewards: ChartSeries = { id: 'rewards', name: 'Rewards', points: [{ x: 'Feb', y: 40 }] };
const money = (n: number) => `$${n}`;

describe('charts', () => {
  it('line chart: its SVG is an image named by the summary, and a table holds the same numbers', async () => {
    wrap(<LineChart title="Income" summary="Income rose from $100 to $300." xLabel="Month" series={[income, rewards]} valueFormat={money} width={400} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Income' })).toBeInTheDocument();
    // Fluent's charts come after the frame (their code loads once there is data to draw); meanwhile
    // the chart's box is held, so nothing moves when it is drawn.
    expect(document.querySelector('[data-chart-loading]')?.parentElement).toHaveStyle({ height: '280px' });
    const image = await screen.findByRole('img', { name: 'Income rose from $100 to $300.' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(document.querySelector('[data-chart-loading]')).toBeNull();
    const table = screen.getByRole('table', { name: 'Income' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Month', 'Income', 'Rewards']);
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Jan$100', 'Feb$200$40', 'Mar$300']);
    // Our legend, not Fluent's (whose list is named in English).
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Income', 'Rewards']);
  });

  it('bar chart: one series, no legend; the table is visually hidden until the toggle shows it instead of the chart', async () => {
    const user = userEvent.setup();
    wrap(<BarChart title="Monthly income" xLabel="Month" series={[income]} valueFormat={money} width={400} tableToggleLabel="Show as table" />);
    expect(screen.queryByRole('listitem')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('img', { name: 'Monthly income' })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('table', { name: 'Monthly income' })).toBeVisible();
  });

  it('donut chart: slices in the table, zero slices listed but not drawn, summary on the SVG', async () => {
    wrap(
      <DonutChart
        title="Income by source"
        summary="Mostly subscriptions."
        labelHeader="Source"
        valueHeader="Income"
        slices={[
          { id: 's', label: 'Subscriptions', value: 300 },
          { id: 'r', label: 'Rewards', value: 100 },
          { id: 'c', label: 'Contest', value: 0 },
        ]}
        valueFormat={money}
        width={240}
        height={200}
      />,
    );
    expect(await screen.findByRole('img', { name: 'Mostly subscriptions.' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Income by source' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Subscriptions$300', 'Rewards$100', 'Contest$0']);
  });

  it('shows the empty text instead of chart, table and toggle when there is nothing to draw', () => {
    wrap(<LineChart title="Words" xLabel="Date" series={[{ id: 'w', name: 'Words', points: [] }]} emptyText="No data for this period yet" tableToggleLabel="Show as table" />);
    expect(screen.getByText('No data for this period yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
