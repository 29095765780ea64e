import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeleteRegular, EditRegular, TextBulletListAddRegular } from '@fluentui/react-icons';
import { ActionsMenu, type ActionsMenuProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { useMessage, useT } from './pages-fixtures';
import { withoutTextModes } from '../../.storybook/modes';

const onEdit = fn();
const onWrite = fn();
const onDelete = fn();

/** A draft's "more" button in My Works: edit it, write its next chapter, or delete it. */
function DraftActions(props: Partial<ActionsMenuProps>) {
  const t = useT();
  const message = useMessage();
  return (
    <ActionsMenu
      label={message('novel.list.moreActions', { title: 'The Ember Road' })}
      items={[
        { key: 'edit', label: t('Edit'), icon: <EditRegular />, onSelect: onEdit },
        { key: 'write', label: t('Write chapter'), icon: <TextBulletListAddRegular />, onSelect: onWrite },
        { key: 'delete', label: t('Delete'), icon: <DeleteRegular />, onSelect: onDelete },
      ]}
      {...props}
    />
  );
}

const meta = {
  title: 'Pages/ActionsMenu',
  component: ActionsMenu,
  args: { label: 'More actions', items: [], size: 'small' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium'] } },
  render: ({ size }) => <DraftActions size={size} />,
} satisfies Meta<typeof ActionsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const body = within(document.body);
    const name = inLocale(globals, 'More actions for {title}').replace('{title}', 'The Ember Road');
    const trigger = within(canvasElement).getByRole('button', { name });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    // Keyboard: Enter opens the menu (fetched on first use) with the focus on its first action.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    let menu = await body.findByRole('menu', { name });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());

    // Escape gives the focus back to the trigger (the real one, which replaced the stand-in).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name })).toHaveFocus());

    // The pointer: a click opens it again, and choosing an action calls it and closes the menu.
    onDelete.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
    menu = await body.findByRole('menu', { name });
    await userEvent.click(within(menu).getByRole('menuitem', { name: inLocale(globals, 'Delete') }));
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Medium: Story = {
  args: { size: 'medium' },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  render: ({ size }) => (
    <BrandGrid columns={4}>
      <DraftActions size={size} />
    </BrandGrid>
  ),
};
