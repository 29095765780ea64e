import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentBulletListRegular, EyeRegular, MoneyRegular, PeopleRegular } from '@fluentui/react-icons';
import { StatCard, StatGrid, type StatCardProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { preventDefault, useT } from './pages-fixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** The dashboard's four figures (total income, total PV, total chapters, total followers). */
const DASHBOARD: ReadonlyArray<StatCardProps & { key: string }> = [
  {
    key: 'income',
    label: 'Total income',
    value: '$1,284.50',
    icon: <MoneyRegular />,
    trend: { direction: 'up', text: '+12% on last month' },
  },
  { key: 'pv', label: 'Total PV', value: '48,210', icon: <EyeRegular />, trend: { direction: 'down', text: '−3% on last month' } },
  { key: 'chapters', label: 'Total chapters', value: '34', icon: <DocumentBulletListRegular />, trend: { direction: 'flat', text: 'Same as last month' } },
  { key: 'followers', label: 'Total followers', value: '1,906', icon: <PeopleRegular />, hint: 'Updated daily' },
];

/** The dashboard's figures with their labels in the toolbar's language. */
function Dashboard({ loading, appearance }: Pick<StatCardProps, 'loading' | 'appearance'>) {
  const t = useT();
  return (
    <StatGrid label={t('This month')}>
      {DASHBOARD.map(({ key, label, hint, trend, ...card }) => (
        <StatCard
          key={key}
          {...card}
          label={t(label)}
          hint={hint && t(hint)}
          trend={trend && { ...trend, text: t(trend.text) }}
          loading={loading}
          loadingLabel={t('Loading…')}
          appearance={appearance}
        />
      ))}
    </StatGrid>
  );
}

/** The first three figures with a rise, a fall and no change. */
function TrendCards({ appearance }: Pick<StatCardProps, 'appearance'>) {
  const t = useT();
  return (
    <StatGrid minItemWidth={180}>
      {DASHBOARD.slice(0, 3).map(({ key, label, value, trend }) => (
        <StatCard key={key} label={t(label)} value={value} trend={trend && { ...trend, text: t(trend.text) }} appearance={appearance} />
      ))}
    </StatGrid>
  );
}

const meta = {
  title: 'Data/StatCard',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-statcard',
  component: StatCard,
  args: {
    label: 'Total income',
    value: '$1,284.50',
    icon: <MoneyRegular />,
    hint: 'Updated daily',
    trend: { direction: 'up', text: '+12% on last month' },
    appearance: 'filled',
    loading: false,
    loadingLabel: 'Loading…',
  },
  argTypes: {
    appearance: { control: 'inline-radio', options: ['filled', 'outline'] },
    icon: { control: false },
    href: { control: 'text' },
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <StatCard {...args} />
    </div>
  ),
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Not interactive without href or onClick.
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('$1,284.50')).toBeVisible();
  },
};

export const Outline: Story = {
  args: { appearance: 'outline' },
};

/** A placeholder in place of the figure; the card is busy and not interactive. */
export const Loading: Story = {
  args: { loading: true, href: '/dataCenter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = canvas.getByRole('progressbar', { name: /\S/ });
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText('$1,284.50')).toBeNull();
  },
};

/** With `href` the card is a link to the figure's details (here Novel Data). */
export const AsLink: Story = {
  args: { label: 'Total PV', value: '48,210', icon: <EyeRegular />, trend: { direction: 'down', text: '−3% on last month' }, href: '/dataCenter', onClick: fn(preventDefault) },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: /48,210/ });
    await expect(link).toHaveAttribute('href', '/dataCenter');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** With only `onClick` the card is a button: Space and Enter work. */
export const AsButton: Story = {
  args: { label: 'Total followers', value: '1,906', icon: <PeopleRegular />, trend: undefined, onClick: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /1,906/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Up, down and flat; a rise can be bad news (`tone`), and the icon says which way it went. */
export const Trends: Story = {
  render: (args) => <TrendCards appearance={args.appearance} />,
  play: async ({ canvasElement }) => {
    const trends = canvasElement.querySelectorAll<HTMLElement>('[data-direction]');
    await expect([...trends].map((t) => t.dataset.direction)).toEqual(['up', 'down', 'flat']);
    for (const trend of trends) await expect(trend.querySelector('svg')).not.toBeNull();
  },
};

/** The dashboard: four figures in a grid that wraps on narrow screens. */
export const Grid: Story = {
  render: (args) => <Dashboard appearance={args.appearance} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: /\S/ });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const GridLoading: Story = {
  render: (args) => <Dashboard appearance={args.appearance} loading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(4);
  },
};

/** Narrow: one column. */
export const GridNarrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Dashboard appearance="outline" loading={args.loading} />
    </div>
  ),
};

/**
 * Values wider than their cards (a date and time, words, a large sum in German): each is drawn
 * whole on one line, smaller, never cut short; the cards of the row stay level.
 */
export const LongValues: Story = {
  render: () => (
    <div style={{ width: 640 }}>
      <StatGrid minItemWidth={180}>
        <StatCard label="Next release" value="2026-12-04 18:00:00" />
        <StatCard label="Novel" value="Created 2025-10-31" />
        <StatCard label="Income" value="Noch keine Einnahmen" />
        <StatCard label="Total" value="12.345.678,90 US$" />
      </StatGrid>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const values = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="value"]')];
    await expect(values).toHaveLength(4);
    for (const value of values) {
      // Whole: nothing of it beyond its box (cut, or ending in an ellipsis), once fitted (after its font has come).
      await waitFor(() => expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth + 1));
      // One line of text (the text's own boxes, not the box around it).
      const range = value.ownerDocument.createRange();
      range.selectNodeContents(value.firstElementChild ?? value);
      await expect(new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size).toBe(1);
    }
    const heights = values.map((v) => Math.round(v.closest('li')!.getBoundingClientRect().height));
    await expect(new Set(heights).size).toBe(1);
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { href: '/dataCenter', onClick: fn(preventDefault) },
  render: (args) => (
    <BrandGrid columns={4}>
      <StatCard {...args} />
    </BrandGrid>
  ),
};
