import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AvatarMenu } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { ACCOUNT_ITEMS, CatalogAvatarMenu, inLocale } from './fixtures';
import { withoutTextModes } from '../../.storybook/modes';

const meta = {
  title: 'Shell/AvatarMenu',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-avatarmenu',
  component: AvatarMenu,
  args: {
    name: 'Mara Quill',
    avatarUrl: null,
    label: 'Account menu: Mara Quill',
    items: ACCOUNT_ITEMS,
    showName: true,
    onSelect: fn(),
  },
  argTypes: {
    label: { control: false, description: 'The stories build it from the catalog message "Account menu: {name}".' },
  },
  render: (args) => <CatalogAvatarMenu {...args} />,
} satisfies Meta<typeof AvatarMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No picture: the generic person icon stands in (initials would be visible text outside the button's name). */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Mara Quill$/ });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: inLocale(globals, 'Sign out') }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('signOut');

    // Close it again so the screenshot is stable.
    if (body.queryByRole('menu')) await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** A long pen name is cut with an ellipsis; the full name stays in the accessible name. */
export const LongName: Story = {
  args: { name: 'Maximiliana Evangelina Featherstonehaugh-Oyelaran', label: 'Account menu: Maximiliana Evangelina Featherstonehaugh-Oyelaran' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Featherstonehaugh-Oyelaran$/ })).toBeVisible();
  },
};

/** On narrow bars only the avatar shows. */
export const NameHidden: Story = {
  args: { showName: false },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  render: (args) => (
    <BrandGrid columns={4}>
      <CatalogAvatarMenu {...args} />
    </BrandGrid>
  ),
};
