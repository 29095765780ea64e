import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb, NotificationBell, TopBar } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { ACCOUNT_ITEMS, CRUMBS, PerBrand, ToolbarAvatarMenu, ToolbarLanguageSelector, brandLabel, inLocale, preventNavigation } from './fixtures';
import { withoutTextModes } from '../../.storybook/modes';

const meta = {
  title: 'Shell/TopBar',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-topbar',
  component: TopBar,
  args: {
    menuToggleLabel: 'Collapse menu',
    menuOpen: true,
    onToggleMenu: fn(),
    breadcrumb: <Breadcrumb label="Breadcrumb" items={CRUMBS} onNavigate={preventNavigation} />,
    actions: (
      <>
        <ToolbarLanguageSelector label="Language" />
        <NotificationBell unread label="Messages" unreadLabel="you have unread messages" />
        <ToolbarAvatarMenu name="Mara Quill" items={ACCOUNT_ITEMS} />
      </>
    ),
  },
  argTypes: {
    breadcrumb: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: inLocale(globals, 'Collapse menu') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggleMenu).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('navigation', { name: inLocale(globals, 'Breadcrumb') })).toBeVisible();
  },
};

/** The menu is closed: the toggle offers to expand it. */
export const MenuClosed: Story = {
  args: { menuOpen: false, menuToggleLabel: 'Expand menu' },
  play: async ({ canvasElement, args, globals }) => {
    const toggle = within(canvasElement).getByRole('button', { name: inLocale(globals, 'Expand menu') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Tab}');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleMenu).toHaveBeenCalledTimes(1);
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  render: (args) => (
    <BrandGrid columns={1}>
      <PerBrand>
        {(brand) => (
          // A region per brand, so the 21 bars are not 21 page banners.
          <section aria-label={brand.name}>
            <TopBar
              {...args}
              breadcrumb={<Breadcrumb label={brandLabel('Breadcrumb', brand)} items={CRUMBS} onNavigate={preventNavigation} />}
            />
          </section>
        )}
      </PerBrand>
    </BrandGrid>
  ),
};
