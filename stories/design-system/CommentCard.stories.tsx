import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Checkbox } from '@fluentui/react-components';
import { PersonProhibitedRegular } from '@fluentui/react-icons';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommentCard, type CommentCardLabels, type CommentCardProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { pause, useT } from './pages-fixtures';
import { withoutTextModes } from '../../.storybook/modes';

const LABELS: CommentCardLabels = {
  reply: 'Reply',
  pin: 'Pin',
  unpin: 'Unpin',
  delete: 'Delete',
  replyField: 'Your reply',
  submitReply: 'Send reply',
  cancelReply: 'Cancel',
  pinned: 'Pinned',
  replied: 'Replied',
  unreplied: 'Unreplied',
  authorReply: 'Author’s reply',
  actions: 'Comment actions',
};

/** The reply rules, as the portal checks them before and after sending. */
const EMPTY = 'Reply content cannot be empty';
const TOO_SOON = 'Comments must be at least 20 seconds apart';

/**
 * The card with the portal's reply handling: an empty reply is refused with
 * a message (the box stays open), a reply is sent (a promise), and the
 * message clears when the author types again.
 */
function ReplyFlow(args: CommentCardProps) {
  const t = useT();
  const [message, setMessage] = React.useState<string | undefined>();
  return (
    <CommentCard
      {...args}
      replyValidationMessage={message}
      onReplyChange={(value) => {
        if (value.trim()) setMessage(undefined);
        args.onReplyChange?.(value);
      }}
      onReplySubmit={(text) => {
        args.onReplySubmit?.(text);
        if (!text.trim()) {
          setMessage(t(EMPTY));
          return false;
        }
        return pause(300);
      }}
    />
  );
}

const meta = {
  title: 'Writing/CommentCard',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-commentcard',
  component: CommentCard,
  args: {
    authorName: 'Lina Okafor',
    postedTime: '2024-05-01 18:42:10',
    postedDateTime: '2024-05-01T18:42:10Z',
    context: 'Chapter 12 · The Storm Wall',
    text: 'I stayed up until two in the morning for this chapter. The scene at the lighthouse gave me chills. Please do not make us wait long for the next one!',
    pinned: false,
    labels: LABELS,
    submitting: false,
    replyMaxLength: 2000,
    onReplySubmit: fn(),
    onPin: fn(),
    onUnpin: fn(),
    onDelete: fn(),
    onReplyOpenChange: fn(),
  },
  argTypes: {
    labels: { control: 'object' },
    context: { control: 'text' },
    replyValidationMessage: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof CommentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every action by keyboard: Tab to Reply, Enter opens the box, Escape closes it and the focus goes back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group');
    const [reply, pin, remove] = within(group).getAllByRole('button') as [HTMLElement, HTMLElement, HTMLElement];
    await expect(canvas.getByRole('article')).toHaveAccessibleName('Lina Okafor');

    await userEvent.tab();
    await expect(reply).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const box = await canvas.findByRole('textbox');
    await waitFor(() => expect(box).toHaveFocus());
    await expect(reply).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('textbox')).toBeNull());
    await waitFor(() => expect(reply).toHaveFocus());
    await expect(args.onReplyOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.tab();
    await expect(pin).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPin).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onReplySubmit).not.toHaveBeenCalled();
  },
};

/** Replying: an empty reply is refused with the portal's message, then a real one is sent and the box closes. */
export const ReplyWithValidation: Story = {
  render: (args) => <ReplyFlow {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('group')).getAllByRole('button')[0]);
    const box = await canvas.findByRole('textbox');
    const form = box.closest('form') as HTMLFormElement;
    const [, send] = within(form).getAllByRole('button') as [HTMLElement, HTMLElement];

    // Empty: refused, the box stays open and says why.
    await userEvent.click(send);
    await expect(args.onReplySubmit).toHaveBeenLastCalledWith('');
    const alert = await within(form).findByRole('alert');
    await expect(alert).toHaveTextContent(/\S/);
    await expect(box).toHaveAttribute('aria-invalid', 'true');

    // Typing clears the message; Ctrl+Enter sends.
    await userEvent.type(box, 'Thank you for staying up with Mara! Chapter 13 comes on Friday.');
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onReplySubmit).toHaveBeenLastCalledWith('Thank you for staying up with Mara! Chapter 13 comes on Friday.');
    // Sending: the button is busy and the text read-only until the promise settles.
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(box).toHaveAttribute('readonly');
    await waitFor(() => expect(canvas.queryByRole('textbox')).toBeNull());
  },
};

/** The server refused the reply: the portal's 20-second rule, shown under the box. */
export const TooSoon: Story = {
  args: {
    defaultReplyOpen: true,
    replyValue: 'Thank you so much for reading!',
    replyValidationMessage: TOO_SOON,
    onReplyChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/20/);
    // Controlled text: typing asks the page to change it.
    await userEvent.type(canvas.getByRole('textbox'), '!');
    await expect(args.onReplyChange).toHaveBeenCalledWith('Thank you so much for reading!!');
  },
};

/** The page's own sending state: spinner on Send, text read-only, Escape does not close. */
export const Submitting: Story = {
  args: { defaultReplyOpen: true, replyValue: 'Thank you so much for reading!', submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox');
    await expect(box).toHaveAttribute('readonly');
    box.focus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('textbox')).toBeVisible();
    await expect(args.onReplySubmit).not.toHaveBeenCalled();
  },
};

/** Pinned and answered: the author's reply under the comment; Unpin instead of Pin, no Reply. */
export const PinnedAndReplied: Story = {
  args: {
    pinned: true,
    reply: {
      text: 'Thank you for staying up with Mara! Chapter 13 comes on Friday.',
      time: '2024-05-01 20:05:33',
      dateTime: '2024-05-01T20:05:33Z',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = within(canvas.getByRole('group')).getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0]);
    await expect(args.onUnpin).toHaveBeenCalledTimes(1);
    await expect(args.onPin).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-status="pinned"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-status="replied"]')).not.toBeNull();
  },
};

/** A reader with a picture would show it; without one, initials given by the page (here for a non-Latin name). */
export const Initials: Story = {
  args: { authorName: 'สมชาย ใจดี', initials: 'สจ', context: undefined, text: 'ตอนนี้สนุกมาก รอตอนต่อไปนะครับ' },
};

/** Read-only: no callbacks, no buttons (e.g. for an assistant without rights). */
export const ReadOnly: Story = {
  args: { onReplySubmit: undefined, onPin: undefined, onUnpin: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { pinned: true, defaultReplyOpen: false },
  render: (args) => (
    <BrandGrid columns={2}>
      <CommentCard {...args} />
    </BrandGrid>
  ),
};

const BLOCK = 'Block reader';
const WAIT = 'Comments are at least 20 seconds apart: you can send this in 12 seconds.';
const SELECT = 'Select the comment of Lina Okafor';

/**
 * The inbox's card: a paragraph comment quoting its paragraph, a checkbox for bulk actions, a
 * "Block reader" action of the page's own, and the reply box waiting out the 20 seconds (a note,
 * not an error: the send button waits).
 */
export const InboxParagraphWaiting: Story = {
  args: {
    quote: 'The lantern swung once, twice, and then the whole harbour went dark.',
    context: 'Chapter 12, paragraph 4',
    defaultReplyOpen: true,
    replyValue: 'Thank you! The harbour comes back in chapter 14.',
    replyLocked: true,
    replyNote: <p role="status">{WAIT}</p>,
    selection: <Checkbox aria-label={SELECT} />,
    extraActions: (
      <Button appearance="subtle" icon={<PersonProhibitedRegular />}>
        {BLOCK}
      </Button>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/20 seconds/);
    await expect(canvas.getByRole('checkbox', { name: SELECT })).toBeInTheDocument();
    await expect(within(canvas.getByRole('group')).getByRole('button', { name: BLOCK })).toBeVisible();
    const send = canvas.getByRole('button', { name: LABELS.submitReply });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(send);
    await expect(args.onReplySubmit).not.toHaveBeenCalled();
  },
};

/** Removed by the vetting: the reason above the comment, answered as handled, no reply box. */
export const RemovedWithReason: Story = {
  args: {
    notice: 'Removed automatically: it contains a messaging account',
    text: 'Message me on telegram: story_fan_88 for the raw chapters',
    replied: true,
    onReplySubmit: undefined,
    onPin: undefined,
    onDelete: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Removed automatically/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-status="replied"]')).not.toBeNull();
  },
};
