import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PopupNotice, type PopupNoticeProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { DialogFrame, expectNoAxeViolations, manualClock, useMessage } from './pages-fixtures';
import { withoutTextModes } from '../../.storybook/modes';

/**
 * The popup as the dashboard shows it, mounted in a frame so the screenshot
 * and axe see it; the countdown text comes from the catalog (a plural).
 */
function Demo({ height, ...args }: PopupNoticeProps & { height?: number }) {
  const message = useMessage();
  const lockText = React.useCallback((seconds: number) => message('story.pages.popupNotice.lockText', { seconds }), [message]);
  return <DialogFrame height={height}>{(mountNode) => <PopupNotice {...args} lockText={lockText} mountNode={mountNode} />}</DialogFrame>;
}

/** The portal's four popup types, with realistic copy (the server sends title and content). */
const TYPES = {
  1: {
    title: 'Complete your payee information',
    content: 'Your rewards for April are ready. Add your bank or PayPal details so that we can pay you.',
    actionLabel: 'Add payee information',
  },
  2: {
    title: 'Your novel can now be signed',
    content: 'The Lighthouse Keeper’s Daughter has passed the word count for a contract. Apply now to earn from every chapter.',
    actionLabel: 'Apply for a contract',
  },
  3: {
    title: 'Add your signing information',
    content: 'Your editor needs your legal name, ID number and address to prepare the contract.',
    actionLabel: 'Add information',
  },
  4: {
    title: 'Your contract is ready to sign',
    content: 'Your editor has prepared the contract. Sign it online in a few minutes.',
    actionLabel: 'Go to sign',
  },
} as const;

const dialog = () => within(document.body).findByRole('alertdialog');
const buttonsOf = (surface: HTMLElement) => within(surface).getAllByRole('button') as [HTMLElement, HTMLElement];

/*
 * The lock runs on the `clock` prop. Stories pass a clock that only moves
 * when the play function says so (the stories' fake timer): screenshots
 * always show the same second, and no play waits five real seconds.
 */
const frozen = manualClock();
const lockThenClose = manualClock();
const lockThenAction = manualClock();

const meta = {
  title: 'Shell/PopupNotice',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-popupnotice',
  component: PopupNotice,
  args: {
    open: true,
    type: 2,
    ...TYPES[2],
    closeLabel: 'Close',
    lockMs: 5000,
    clock: frozen.now,
    onAction: fn(),
    onClose: fn(),
    lockText: (seconds: number) => `${seconds}`,
  },
  argTypes: {
    type: { control: 'inline-radio', options: [1, 2, 3, 4] },
    content: { control: 'text' },
    clock: { control: false },
    lockText: { control: false, description: 'The stories take it from the catalog: "You can continue in {seconds, plural, …}".' },
    mountNode: { control: false },
  },
  render: (args) => <Demo {...args} />,
  // The runner's axe pass reports Fluent's focus-trap sentinels (a known false
  // positive): each play function runs axe on the open popup itself instead.
  parameters: { a11y: { disable: true } },
} satisfies Meta<typeof PopupNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: the action unavailable (aria-disabled) and the countdown says for how long; Close is not locked. */
export const Default: Story = {
  play: async ({ args }) => {
    const surface = await dialog();
    const [close, action] = buttonsOf(surface);
    await expect(action).toHaveAttribute('aria-disabled', 'true');
    await expect(action).toHaveAccessibleDescription(/5/);
    await expect(close).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(within(surface).getByText(/5/)).toBeVisible());
    await expectNoAxeViolations(surface);
    // Neither a click nor Enter gets past the lock.
    await userEvent.click(action);
    action.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(within(document.body).getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** Locked, the way out still works: Close and Escape close it at once; the countdown runs out for the action. */
export const LockThenClose: Story = {
  args: { clock: lockThenClose.now },
  beforeEach: () => lockThenClose.reset(),
  play: async ({ args }) => {
    const surface = await dialog();
    const [close, action] = buttonsOf(surface);
    await expect(action).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    close.focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    lockThenClose.advance(2100);
    await waitFor(() => expect(within(surface).getByText(/3/)).toBeVisible());
    lockThenClose.advance(2900);
    await waitFor(() => expect(action).not.toHaveAttribute('aria-disabled', 'true'));
    await expect(within(surface).queryByText(/\d/)).toBeNull();
    await expectNoAxeViolations(surface);
  },
};

/** After the lock, the action by keyboard (type 3: add information, goes to /mySignInfo). */
export const LockThenAction: Story = {
  args: { type: 3, ...TYPES[3], clock: lockThenAction.now },
  beforeEach: () => lockThenAction.reset(),
  play: async ({ args }) => {
    const surface = await dialog();
    const [, action] = buttonsOf(surface);
    lockThenAction.advance(5000);
    await waitFor(() => expect(action).not.toHaveAttribute('aria-disabled', 'true'));
    action.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * Real timers with a short lock, as a check that the countdown ticks on its
 * own. No screenshot: which second it shows depends on the machine's speed.
 */
export const ShortLockRealTime: Story = {
  args: { lockMs: 800, clock: undefined },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args }) => {
    const surface = await dialog();
    const [, action] = buttonsOf(surface);
    await expect(action).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(action).not.toHaveAttribute('aria-disabled', 'true'), { timeout: 3000 });
    await userEvent.click(action);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** Type 1: supplementary collection info (goes to /salaryManage). Unlocked. */
export const SupplementaryInfo: Story = {
  args: { type: 1, ...TYPES[1], lockMs: 0 },
  play: async ({ args }) => {
    const surface = await dialog();
    await expectNoAxeViolations(surface);
    await userEvent.click(buttonsOf(surface)[1]);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** Type 3: add information (goes to /mySignInfo). Unlocked. */
export const AddInformation: Story = {
  args: { type: 3, ...TYPES[3], lockMs: 0 },
  play: async () => {
    const surface = await dialog();
    await expect(surface).toHaveAttribute('data-popup-type', '3');
    await expectNoAxeViolations(surface);
  },
};

/** Type 4: go for signature (the signing flow). Unlocked. */
export const GoForSignature: Story = {
  args: { type: 4, ...TYPES[4], lockMs: 0 },
  play: async () => {
    const surface = await dialog();
    await expect(surface).toHaveAttribute('data-popup-type', '4');
    await expect(surface).toHaveAccessibleDescription(/\S/);
    await expectNoAxeViolations(surface);
  },
};

/*
 * One open popup per brand, each in its own cell. Several modal dialogs at
 * once is not a real page: each focus trap hides the others from assistive
 * technology, which axe reports. The stories above check one dialog each.
 */
export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { lockMs: 0 },
  render: (args) => (
    <BrandGrid columns={3}>
      <Demo {...args} height={300} />
    </BrandGrid>
  ),
};
