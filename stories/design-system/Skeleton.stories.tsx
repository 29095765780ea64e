import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '@fluentui/react-components';
import { SkeletonCard, SkeletonStatGrid, SkeletonTable, SkeletonText } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { withoutTextModes } from '../../.storybook/modes';

/** Each placeholder is one busy progressbar named by `label`, whatever it draws. */
const busyPlay = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const bars = within(canvasElement).getAllByRole('progressbar', { name: /\S/ });
  await expect(bars).toHaveLength(1);
  await expect(bars[0]).toHaveAttribute('aria-busy', 'true');
};

/*
 * Screenshots: the placeholders draw no text (their name is for screen
 * readers only), so no extra locales; Playwright stops the shimmer for the shot.
 */
const meta = {
  title: 'Pages/Skeleton',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-skeleton',
  component: SkeletonText,
  args: { label: 'Loading…', lines: 3, size: 12, animation: 'wave', appearance: 'opaque' },
  argTypes: {
    animation: { control: 'inline-radio', options: ['wave', 'pulse'] },
    appearance: { control: 'inline-radio', options: ['opaque', 'translucent'] },
    size: { control: 'select', options: [8, 12, 16, 20, 24] },
    lines: { control: { type: 'number', min: 1, max: 12 } },
  },
  parameters: { screenshotLocales: false, chromatic: { modes: withoutTextModes } },
  play: busyPlay,
} satisfies Meta<typeof SkeletonText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lines of text: the last one shorter, widths fixed so screenshots do not move. */
export const Default: Story = {};

export const Pulse: Story = {
  args: { animation: 'pulse', lines: 5 },
};

/** A novel card: cover and text. */
export const Card: Story = {
  render: ({ label, animation, appearance, lines }) => (
    <div style={{ maxWidth: 480 }}>
      <SkeletonCard label={label} animation={animation} appearance={appearance} lines={lines} media />
    </div>
  ),
};

/** A chapter table: header row and `rows` × `columns` cells. */
export const Table: Story = {
  render: ({ label, animation, appearance }) => <SkeletonTable label={label} animation={animation} appearance={appearance} rows={6} columns={5} />,
};

/** The dashboard's figures, laid out as StatGrid lays out StatCards. */
export const StatGrid: Story = {
  render: ({ label, animation, appearance }) => <SkeletonStatGrid label={label} animation={animation} appearance={appearance} count={4} />,
};

/** On a tinted background, the translucent stencil. */
export const Translucent: Story = {
  args: { appearance: 'translucent' },
  render: (args) => (
    <div style={{ padding: 16, background: tokens.colorBrandBackground2 }}>
      <SkeletonText {...args} />
    </div>
  ),
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  render: ({ label, animation, appearance }) => (
    <BrandGrid columns={3}>
      <SkeletonCard label={label} animation={animation} appearance={appearance} lines={2} media />
    </BrandGrid>
  ),
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getAllByRole('progressbar', { name: /\S/ });
    for (const bar of bars) await expect(bar).toHaveAttribute('aria-busy', 'true');
  },
};
