import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationBell } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { withoutTextModes } from '../../.storybook/modes';

const meta = {
  title: 'Shell/NotificationBell',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-notificationbell',
  component: NotificationBell,
  args: {
    label: 'Messages',
    unreadLabel: 'you have unread messages',
    unread: true,
    onClick: fn(),
  },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Something unread (the state authors see most): a dot, and the button's name says so. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const name = `${inLocale(globals, 'Messages')}, ${inLocale(globals, 'you have unread messages')}`;
    const bell = within(canvasElement).getByRole('button', { name });
    await userEvent.click(bell);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Nothing unread: no dot, just the name. */
export const Read: Story = {
  args: { unread: false },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(inLocale(globals, 'Messages'));
  },
};

/** With an href it is a link to the message centre (the portal's use). */
export const AsLink: Story = {
  args: {
    href: '/messageCenter/announceCenter',
    onClick: fn((event: React.MouseEvent<HTMLElement>) => event.preventDefault()),
  },
  play: async ({ canvasElement, args, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: new RegExp(inLocale(globals, 'you have unread messages')) });
    await expect(link).toHaveAttribute('href', '/messageCenter/announceCenter');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  render: (args) => (
    <BrandGrid columns={6}>
      <NotificationBell {...args} />
    </BrandGrid>
  ),
};
