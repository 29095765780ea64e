import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '@fluentui/react-components';
import { BrandLogo, brandForSite } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { withoutTextModes } from '../../.storybook/modes';

const meta = {
  title: 'Shell/BrandLogo',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-brandlogo',
  component: BrandLogo,
  args: {
    size: 'medium',
    showName: true,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof BrandLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar's brand: its name in the brand's text colour, the mark decorative beside it. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const brand = brandForSite(globals.site === 'default' ? undefined : Number(globals.site));
    await expect(canvas.getByText(brand.name)).toBeVisible();
    // With the name shown, the mark is decorative.
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The mark alone (the collapsed side menu): the image carries the brand name. */
export const MarkOnly: Story = {
  args: { showName: false },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const brand = brandForSite(globals.site === 'default' ? undefined : Number(globals.site));
    await expect(canvas.getByRole('img', { name: brand.name })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalL }}>
      <BrandLogo {...args} size="small" />
      <BrandLogo {...args} size="medium" />
      <BrandLogo {...args} size="large" />
    </div>
  ),
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  render: (args) => (
    <BrandGrid columns={4}>
      <BrandLogo {...args} />
    </BrandGrid>
  ),
};
