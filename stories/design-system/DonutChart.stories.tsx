import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DonutChart } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { INCOME_SHARE, WithIntl, usd } from './data.fixtures';
import { withoutTextModes } from '../../.storybook/modes';

const meta = {
  title: 'Data/DonutChart',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-donutchart',
  component: DonutChart,
  args: {
    title: 'Income by source',
    summary: 'Share of each source in the income of 2026.',
    slices: INCOME_SHARE,
    labelHeader: 'Source',
    valueHeader: 'Income',
    emptyText: 'No data for this period yet',
    // Fixed size: the chart measures its container otherwise, and screenshots must not move.
    width: 320,
    height: 240,
    headingLevel: 3,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    slices: { control: 'object' },
    valueFormat: { control: false },
  },
  parameters: {
    a11y: {
      // Fluent's DonutChart always mounts its hover callout, a Fluent Popover, and a Popover
      // starts tabster's modalizer, which puts two aria-hidden focusable "dummy" elements on
      // <body> to manage Tab (a known false positive of aria-hidden-focus: microsoft/tabster#288).
      // They are outside the story and outside this component; only they are left out of the
      // addon's page-wide check (the test-runner's own axe run covers #storybook-root only).
      context: { exclude: ['body > [data-tabster-dummy]'] },
    },
  },
  render: (args) => (
    <WithIntl>
      {(intl) => (
        <DonutChart
          locale={intl.locale}
          valueFormat={usd(intl)}
          centerText={usd(intl)(args.slices.reduce((sum, s) => sum + s.value, 0))}
          {...args}
        />
      )}
    </WithIntl>
  ),
} satisfies Meta<typeof DonutChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four sources of income; the total in the middle. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Fluent's DonutChart takes no SVG props: the frame names its SVG from outside.
    const image = await canvas.findByRole('img', { name: args.summary });
    await expect(image.tagName.toLowerCase()).toBe('svg');
    await expect(image.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    const table = canvas.getByRole('table', { name: args.title });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(4);
  },
};

/** "Show as table" swaps the donut for its numbers. */
export const TableToggle: Story = {
  args: { tableToggleLabel: 'Show as table' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // Fluent's chart arrives after the frame (its code loads once there is data to draw).
    await canvas.findByRole('img');
    const toggle = canvas.getByRole('button', { name: inLocale(globals, 'Show as table') });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table');
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Empty: Story = {
  args: { slices: [] },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(inLocale(globals, 'No data for this period yet'))).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { width: 200, height: 140 },
  render: (args) => (
    <WithIntl>
      {(intl) => (
        <BrandGrid columns={4}>
          <DonutChart locale={intl.locale} valueFormat={usd(intl)} {...args} />
        </BrandGrid>
      )}
    </WithIntl>
  ),
};
