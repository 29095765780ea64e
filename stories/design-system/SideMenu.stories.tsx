import * as React from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '@fluentui/react-components';
import { BrandLogo, Footer, SIDEBAR_RAIL_WIDTH, SIDEBAR_WIDTH, SideMenu } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { APPLICANT_MENU_ITEMS, FOOTER_LINKS, MENU_ITEMS, PerBrand, brandLabel, inLocale, preventNavigation } from './fixtures';
import { withoutTextModes } from '../../.storybook/modes';

/**
 * The side menu's column as AppShell gives it: fixed width (the rail's when
 * collapsed), the height of a short window. `parameters.menuColumn: false` opts out.
 */
const column: Decorator = (Story, { args, parameters }) =>
  parameters.menuColumn === false ? (
    <Story />
  ) : (
    <div
      style={{
        width: args.collapsed ? SIDEBAR_RAIL_WIDTH : SIDEBAR_WIDTH,
        height: 560,
        backgroundColor: tokens.colorNeutralBackground1,
        border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      }}
    >
      <Story />
    </div>
  );

const meta = {
  title: 'Shell/SideMenu',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-sidemenu',
  component: SideMenu,
  decorators: [column],
  args: {
    label: 'Main menu',
    items: MENU_ITEMS,
    selectedKey: 'mywork',
    collapsed: false,
    header: <BrandLogo />,
    footer: <Footer label="Support" links={FOOTER_LINKS} onNavigate={preventNavigation} />,
    onNavigate: fn(preventNavigation),
  },
  argTypes: {
    selectedKey: { control: 'select', options: MENU_ITEMS.map((i) => i.key) },
    header: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = (english: string) => inLocale(globals, english);
    const nav = within(within(canvasElement).getByRole('navigation', { name: t('Main menu') }));

    // The first tab stop is the first entry.
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: t('Dashboard') })).toHaveFocus();

    // Only the current page is marked.
    await expect(nav.getByRole('link', { name: t('My Works') })).toHaveAttribute('aria-current', 'page');
    const current = nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current).toHaveLength(1);

    // External entries open in a new tab.
    await expect(nav.getByRole('link', { name: t('Writer Benefits') })).toHaveAttribute('target', '_blank');

    await userEvent.click(nav.getByRole('link', { name: t('Comments') }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'comments', href: '/commentManage' }), expect.anything());
  },
};

/** The rail of the closed menu: icons only, each named and with a tooltip; no footer. */
export const Collapsed: Story = {
  args: { collapsed: true, header: <BrandLogo showName={false} /> },
  // The tooltip's fade-out makes this screenshot racy; AppShell's MenuClosed story holds the rail's baseline.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals }) => {
    const t = (english: string) => inLocale(globals, english);
    const nav = within(within(canvasElement).getByRole('navigation', { name: t('Main menu') }));
    await expect(nav.getByRole('link', { name: t('My Works') })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: t('Help Center') })).toBeNull();

    await userEvent.tab();
    await expect(nav.getByRole('link', { name: t('Dashboard') })).toHaveFocus();

    // Pointing at an icon shows its label.
    const comments = nav.getByRole('link', { name: t('Comments') });
    await userEvent.hover(comments);
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(t('Comments'));
    await expect(comments).toHaveAccessibleDescription(t('Comments'));

    // Leave the rail as it first appears, for the screenshot.
    await userEvent.unhover(comments);
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

/** An applicant, not yet a signed author, sees only these two. */
export const ApplicantMenu: Story = {
  args: { items: APPLICANT_MENU_ITEMS, selectedKey: 'dashboard' },
};

export const AllSites: Story = {
  tags: ['all-brands'],
  parameters: { menuColumn: false, chromatic: { modes: withoutTextModes } },
  render: (args) => (
    <BrandGrid columns={3}>
      <PerBrand>
        {(brand) => (
          <div style={{ backgroundColor: tokens.colorNeutralBackground1, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` }}>
            <SideMenu {...args} label={brandLabel(args.label, brand)} />
          </div>
        )}
      </PerBrand>
    </BrandGrid>
  ),
};
