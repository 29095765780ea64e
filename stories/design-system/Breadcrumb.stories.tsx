import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { CRUMBS, PerBrand, brandLabel, inLocale, preventNavigation } from './fixtures';
import { withoutTextModes } from '../../.storybook/modes';

const meta = {
  title: 'Shell/Breadcrumb',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-breadcrumb',
  component: Breadcrumb,
  args: {
    label: 'Breadcrumb',
    items: CRUMBS,
    size: 'medium',
    onNavigate: fn(preventNavigation),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home › My Works › Manage Novel: the last entry is the current page. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = (english: string) => inLocale(globals, english);
    const nav = within(within(canvasElement).getByRole('navigation', { name: t('Breadcrumb') }));
    await expect(nav.getByText(t('Manage Novel')).closest('[aria-current="page"]')).not.toBeNull();
    await expect(nav.queryByRole('link', { name: t('Manage Novel') })).toBeNull();

    await userEvent.click(nav.getByRole('link', { name: t('Home') }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'home', href: '/dashboard' }), expect.anything());
  },
};

/** On the dashboard the trail is just Home, which is the current page. */
export const SinglePage: Story = {
  args: { items: [{ key: 'home', label: 'Home', href: '/dashboard' }] },
  play: async ({ canvasElement, globals }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: inLocale(globals, 'Breadcrumb') }));
    await expect(nav.queryAllByRole('link')).toHaveLength(0);
    await expect(nav.getByText(inLocale(globals, 'Home'))).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'small' },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  render: (args) => (
    <BrandGrid columns={2}>
      <PerBrand>{(brand) => <Breadcrumb {...args} label={brandLabel(args.label, brand)} />}</PerBrand>
    </BrandGrid>
  ),
};
