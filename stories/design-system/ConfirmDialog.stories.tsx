import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@fluentui/react-components';
import { ConfirmDialog, type ConfirmDialogProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { DialogFrame, Tx, expectNoAxeViolations, pause } from './pages-fixtures';
import { withoutTextModes } from '../../.storybook/modes';

/**
 * The dialog as a page uses it: a button opens it, the page keeps `open`.
 * It is mounted in a frame so the screenshot and axe see it.
 */
function Demo({ trigger, ...args }: ConfirmDialogProps & { trigger?: string }) {
  const [open, setOpen] = React.useState(args.open);
  React.useEffect(() => setOpen(args.open), [args.open]);
  return (
    <DialogFrame>
      {(mountNode) => (
        <>
          {trigger && (
            <Button onClick={() => setOpen(true)}>
              <Tx>{trigger}</Tx>
            </Button>
          )}
          <ConfirmDialog
            {...args}
            mountNode={mountNode}
            open={open}
            onOpenChange={(next) => {
              args.onOpenChange(next);
              setOpen(next);
            }}
          />
        </>
      )}
    </DialogFrame>
  );
}

const dialog = () => within(document.body).findByRole('alertdialog');
const gone = () => waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
/** The dialog's buttons in order: cancel, confirm. */
const buttonsOf = (surface: HTMLElement) => within(surface).getAllByRole('button') as [HTMLElement, HTMLElement];

const meta = {
  title: 'Pages/ConfirmDialog',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-confirmdialog',
  component: ConfirmDialog,
  args: {
    open: false,
    title: 'Publish this chapter now?',
    message: 'Readers will see it right away. You can still edit it later; edits are reviewed before they replace the published text.',
    confirmLabel: 'Publish',
    cancelLabel: 'Cancel',
    intent: 'default',
    onOpenChange: fn(),
    onConfirm: fn(() => pause(400)),
    onCancel: fn(),
  },
  argTypes: {
    intent: { control: 'inline-radio', options: ['default', 'danger'] },
    message: { control: 'text' },
    confirming: { control: 'boolean' },
    mountNode: { control: false },
  },
  render: (args) => <Demo {...args} trigger="Publish" />,
  // The runner's axe pass reports Fluent's focus-trap sentinels (a known false
  // positive): each play function runs axe on the open dialog itself instead.
  parameters: { a11y: { disable: true } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open, cancel with Escape, open again and confirm: the dialog waits for the promise; each time the focus returns to the button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    let surface = await dialog();
    const [, confirm] = buttonsOf(surface);
    // A harmless action: the focus starts on Confirm.
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(surface).toHaveAccessibleDescription(/\S/);
    await expectNoAxeViolations(surface);

    await userEvent.keyboard('{Escape}');
    await gone();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // The keyboard carries on from where it was: the button that opened the dialog.
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    surface = await dialog();
    await userEvent.click(buttonsOf(surface)[1]);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Still open and busy while the promise runs.
    for (const button of buttonsOf(surface)) await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(surface).toHaveAttribute('aria-busy', 'true');
    await gone();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

let settleDanger: () => void = () => {};

/** Deleting a chapter: red confirm button, warning icon, and the focus starts on Cancel. */
export const Danger: Story = {
  args: {
    intent: 'danger',
    title: 'Delete this chapter?',
    message: 'A deleted chapter cannot be edited or published again.',
    confirmLabel: 'Delete',
    // A promise the play function settles itself.
    onConfirm: fn(() => new Promise<void>((resolve) => (settleDanger = resolve))),
  },
  render: (args) => <Demo {...args} trigger="Delete chapter" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Open, then cancel.
    await userEvent.click(canvas.getByRole('button'));
    let surface = await dialog();
    const [cancel] = buttonsOf(surface);
    await waitFor(() => expect(cancel).toHaveFocus());
    await expectNoAxeViolations(surface);
    await userEvent.keyboard('{Enter}');
    await gone();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    // Open, then confirm: the promise stays pending until the play settles it.
    await userEvent.click(await canvas.findByRole('button'));
    surface = await dialog();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    for (const button of buttonsOf(surface)) await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Neither Escape nor Cancel closes it while it runs.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(buttonsOf(surface)[0]);
    await expect(within(document.body).getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(surface);
    settleDanger();
    await gone();
  },
};

/** The confirmation failed: the dialog stays open for another try (the page shows the error toast). */
export const ConfirmFails: Story = {
  args: {
    intent: 'danger',
    title: 'Delete this chapter?',
    message: 'A deleted chapter cannot be edited or published again.',
    confirmLabel: 'Delete',
    onConfirm: fn(() => pause(200).then(() => Promise.reject(new Error('5001')))),
  },
  render: (args) => <Demo {...args} trigger="Delete chapter" />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const surface = await dialog();
    const [, confirm] = buttonsOf(surface);
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled', 'true'));
    await expect(within(document.body).getByRole('alertdialog')).toBeInTheDocument();
    await expectNoAxeViolations(surface);
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    // Cancel still closes it.
    await userEvent.click(buttonsOf(surface)[0]);
    await gone();
  },
};

/** Open, as the page shows it. */
export const Open: Story = {
  args: { open: true },
  render: (args) => <Demo {...args} />,
  play: async () => {
    const surface = await dialog();
    await waitFor(() => expect(buttonsOf(surface)[1]).toHaveFocus());
    await expectNoAxeViolations(surface);
  },
};

/** The portal's pin limit: pinning a fourth comment replaces the earliest pinned one, after this prompt. */
export const ReplacePinned: Story = {
  args: {
    open: true,
    title: 'Replace a pinned comment?',
    message: 'At most 3 comments can be pinned. Pinning this one unpins the earliest pinned comment.',
    confirmLabel: 'Pin',
  },
  render: (args) => <Demo {...args} />,
  play: async () => {
    const surface = await dialog();
    // Pinning is harmless: the focus starts on Pin, and Tab goes back to Cancel.
    const [cancel, pin] = buttonsOf(surface);
    await waitFor(() => expect(pin).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(cancel).toHaveFocus();
    await expectNoAxeViolations(surface);
  },
};

/** The caller's own pending state (`confirming`): spinner on the confirm button, both buttons unavailable. */
export const Confirming: Story = {
  args: {
    open: true,
    intent: 'danger',
    title: 'Delete this chapter?',
    message: 'A deleted chapter cannot be edited or published again.',
    confirmLabel: 'Delete',
    confirming: true,
  },
  render: (args) => <Demo {...args} />,
  play: async ({ args }) => {
    const surface = await dialog();
    const [cancel, confirm] = buttonsOf(surface);
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(surface);
    await userEvent.click(cancel);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/*
 * One open dialog per brand, each mounted in its own cell. Several modal
 * dialogs at once is not a real page: each focus trap hides the others from
 * assistive technology, which axe reports. Each dialog's accessibility is
 * checked in the stories above; this one is for the brands' colours only.
 */
export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { open: true, intent: 'danger', title: 'Delete this chapter?', message: 'A deleted chapter cannot be edited or published again.', confirmLabel: 'Delete' },
  render: (args) => (
    <BrandGrid columns={3}>
      <DialogFrameDemo {...args} />
    </BrandGrid>
  ),
};

function DialogFrameDemo(args: ConfirmDialogProps) {
  return <DialogFrame height={280}>{(mountNode) => <ConfirmDialog {...args} mountNode={mountNode} />}</DialogFrame>;
}
