import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, tokens } from '@fluentui/react-components';
import { MoneyRegular, SaveRegular } from '@fluentui/react-icons';
import { Hint, type HintProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { DialogFrame, useMessage } from './pages-fixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** The chapter list's icon-only "first paid chapter" button: the hint is its name. */
function FirstPaidButton({ mountNode }: { mountNode?: HTMLElement }) {
  const message = useMessage();
  return (
    <Hint content={message('chapter.firstPaid.action')} relationship="label" mountNode={mountNode}>
      <Button size="small" appearance="subtle" icon={<MoneyRegular />} />
    </Hint>
  );
}

/** A term in the chapter figures' header: the hint is its definition, with an arrow. */
function Term({ mountNode }: { mountNode?: HTMLElement }) {
  const message = useMessage();
  return (
    <Hint content={message('data.term.started')} relationship="description" withArrow mountNode={mountNode}>
      <span tabIndex={0} style={{ borderBottom: `1px dotted ${tokens.colorNeutralForeground3}`, cursor: 'help' }}>
        {message('data.readsStarted')}
      </span>
    </Hint>
  );
}

/** The editor's "Save draft", described by its keyboard shortcut. */
function SaveDraft({ mountNode }: { mountNode?: HTMLElement }) {
  const message = useMessage();
  return (
    <Hint content={message('chapter.editor.saveShortcut', { keys: message('chapter.editor.ctrlS') })} relationship="description" mountNode={mountNode}>
      <Button icon={<SaveRegular />}>{message('chapter.editor.saveDraft')}</Button>
    </Hint>
  );
}

const meta = {
  title: 'Pages/Hint',
  component: Hint,
  args: { content: 'Set as first paid chapter', relationship: 'label', children: <span /> },
  argTypes: { children: { control: false }, mountNode: { control: false } },
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', padding: 8 }}>
      <FirstPaidButton />
      <Term />
      <SaveDraft />
    </div>
  ),
} satisfies Meta<HintProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: no hint shows and none of its code is loaded; the button's name and the term's definition are already there. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const [firstPaid] = canvas.getAllByRole('button');
    await expect(firstPaid).toHaveAccessibleName();
    // The pointer: the name shows beside the button a moment later, and goes as the pointer leaves.
    await userEvent.hover(firstPaid);
    const tip = await body.findByRole('tooltip');
    await expect(tip).toHaveTextContent(firstPaid.getAttribute('aria-label') ?? '');
    await userEvent.unhover(firstPaid);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    // The keyboard: focus shows the term's definition (its description), Escape hides it, the focus stays.
    await userEvent.tab();
    await userEvent.tab();
    const term = document.activeElement as HTMLElement;
    await waitFor(() => expect(body.getByRole('tooltip')).toBeVisible());
    await expect(term).toHaveAccessibleDescription(body.getByRole('tooltip').textContent ?? '');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(term).toHaveFocus();
    term.blur();
  },
};

/** Shown: the save button's shortcut beside it, as the keyboard's focus brings it. */
export const Shown: Story = {
  render: () => <DialogFrame height={120}>{(mountNode) => <div style={{ paddingTop: 48 }}><SaveDraft mountNode={mountNode} /></div>}</DialogFrame>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  render: () => (
    <BrandGrid columns={4}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <FirstPaidButton />
        <Term />
      </div>
    </BrandGrid>
  ),
};
