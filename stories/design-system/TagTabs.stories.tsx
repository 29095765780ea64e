import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagTabs } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { VISITED_TABS, closeTabLabel, inLocale, preventNavigation } from './fixtures';
import { withoutTextModes } from '../../.storybook/modes';

const meta = {
  title: 'Shell/TagTabs',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-tagtabs',
  component: TagTabs,
  args: {
    label: 'Visited pages',
    tabs: VISITED_TABS,
    selectedKey: '/mywork',
    closeLabel: closeTabLabel,
    onNavigate: fn(preventNavigation),
    onClose: fn(),
  },
  argTypes: {
    selectedKey: { control: 'select', options: VISITED_TABS.map((t) => t.key) },
  },
} satisfies Meta<typeof TagTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three visited pages; the current one in the brand colour. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = (english: string) => inLocale(globals, english);
    const list = within(within(canvasElement).getByRole('list', { name: t('Visited pages') }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByRole('link', { name: t('My Works') })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(list.getByRole('button', { name: `Close ${t('My Works')}` }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith(expect.objectContaining({ key: '/mywork' }));

    await userEvent.click(list.getByRole('link', { name: t('Dashboard') }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: '/dashboard' }), expect.anything());
  },
};

/** Without onClose the tabs have no close buttons. */
export const NotClosable: Story = {
  args: { onClose: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** No visited pages: the bar is not rendered at all. */
export const Empty: Story = {
  args: { tabs: [] },
  parameters: { chromatic: { disableSnapshot: true }, a11y: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  render: (args) => (
    <BrandGrid columns={2}>
      <TagTabs {...args} />
    </BrandGrid>
  ),
};
