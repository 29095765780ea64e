import { BrandGrid } from '../support/BrandGrid';
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  AppShell,
  BrandLogo,
  Breadcrumb,
  Footer,
  NotificationBell,
  SideMenu,
  TagTabs,
  TopBar,
} from '@writers-center/design-system';
import {
  ACCOUNT_ITEMS,
  FirstNovelPage,
  CRUMBS,
  FOOTER_LINKS,
  MENU_ITEMS,
  ToolbarAvatarMenu,
  ToolbarLanguageSelector,
  VISITED_TABS,
  closeTabLabel,
  inLocale,
  preventNavigation,
} from './fixtures';
import { withoutTextModes } from '../../.storybook/modes';

const sideMenu = (collapsed: boolean) => (
  <SideMenu
    label="Main menu"
    items={MENU_ITEMS}
    selectedKey="mywork"
    collapsed={collapsed}
    onNavigate={preventNavigation}
    header={<BrandLogo showName={!collapsed} />}
    footer={<Footer label="Support" links={FOOTER_LINKS} onNavigate={preventNavigation} />}
  />
);

const topBar = (menuOpen: boolean) => (
  <TopBar
    menuOpen={menuOpen}
    menuToggleLabel={menuOpen ? 'Collapse menu' : 'Expand menu'}
    onToggleMenu={() => {}}
    breadcrumb={<Breadcrumb label="Breadcrumb" items={CRUMBS.slice(0, 2)} onNavigate={preventNavigation} />}
    actions={
      <>
        <ToolbarLanguageSelector label="Language" />
        <NotificationBell unread label="Messages" unreadLabel="you have unread messages" />
        <ToolbarAvatarMenu name="Mara Quill" items={ACCOUNT_ITEMS} />
      </>
    }
  />
);

const meta = {
  title: 'Shell/AppShell',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-appshell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    menuOpen: true,
    mainLabel: 'My Works',
    sideMenu: sideMenu(false),
    topBar: topBar(true),
    tabs: (
      <TagTabs
        label="Visited pages"
        tabs={VISITED_TABS.slice(0, 2)}
        selectedKey="/mywork"
        closeLabel={closeTabLabel}
        onNavigate={preventNavigation}
        onClose={() => {}}
      />
    ),
    children: (
      <FirstNovelPage
        title="Your first novel starts here"
        description="Create a novel, then write its first chapter. Your editor reviews it before readers see it."
        action="Create novel"
      />
    ),
  },
  argTypes: {
    sideMenu: { control: false },
    topBar: { control: false },
    tabs: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in frame on My Works: open menu, top bar, visited pages and the page. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = (english: string) => inLocale(globals, english);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: t('Main menu') })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main', { name: t('My Works') })).toContainElement(canvas.getByRole('heading', { level: 1 }));
  },
};

/** The menu closed to a rail of icons. */
export const MenuClosed: Story = {
  args: { menuOpen: false, sideMenu: sideMenu(true), topBar: topBar(false) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: inLocale(globals, 'Expand menu') })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: inLocale(globals, 'Help Center') })).toBeNull();
  },
};

/**
 * The frame in every brand, small. Each cell is a whole page with its own
 * banner, menu and main region, so axe's unique-landmark rules cannot hold
 * across the grid; each brand's single shell is checked by Default.
 */
export const AllSites: Story = {
  tags: ['all-brands'],
  parameters: { a11y: { disable: true }, layout: 'padded', chromatic: { modes: withoutTextModes } },
  render: (args) => (
    <BrandGrid columns={2}>
      <div style={{ height: 420, overflow: 'hidden', position: 'relative', border: '1px solid transparent' }}>
        <AppShell {...args} />
      </div>
    </BrandGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('main').length).toBeGreaterThanOrEqual(20);
  },
};
