import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { CommentCard, type CommentCardProps } from '../../../../design-system/src/components/CommentCard';

const labels: CommentCardProps['labels'] = {
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

function renderCard(props: Partial<CommentCardProps> = {}) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <CommentCard authorName="Lina Okafor" postedTime="2024-05-01 18:42:10" text="Lovely chapter." labels={labels} {...props} />
    </FluentProvider>,
  );
}

const openReply = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Reply' }));
  return screen.getByRole('textbox', { name: 'Your reply' });
};

/** The reply box's contract with the page: what keeps it open, what closes it. */
describe('CommentCard reply box', { timeout: 20_000 }, () => {
  it('opened before Fluent’s box is in, takes typing at once, and the text, focus and caret move to Fluent’s box', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.resetModules();
    vi.doMock('../../../../design-system/src/components/CommentCard/ReplyTextarea', async () => {
      await arrived;
      return { Textarea: (await import('@fluentui/react-components')).Textarea };
    });
    const { CommentCard: Fresh } = await import('../../../../design-system/src/components/CommentCard');
    // As Chrome does, and jsdom does not: a focused element taken out of the page is blurred first
    // (the stand-in's blur, as it makes way for Fluent's box, must not lose the caret).
    const originalRemoveChild = Node.prototype.removeChild;
    const removeChild = vi.spyOn(Node.prototype, 'removeChild').mockImplementation(function (this: Node, child: Node) {
      if (child instanceof HTMLElement && child.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
      return originalRemoveChild.call(this, child);
    } as typeof Node.prototype.removeChild);
    const user = userEvent.setup();
    render(<Fresh authorName="Lina Okafor" postedTime="2024-05-01 18:42:10" text="Lovely chapter." labels={labels} onReplySubmit={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    const standIn = screen.getByRole('textbox', { name: 'Your reply' });
    expect(standIn).toHaveAttribute('data-code-loading');
    expect(standIn).toHaveFocus();
    await user.keyboard('Thank you');
    arrive();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your reply' })).not.toHaveAttribute('data-code-loading'));
    const fluent = screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement;
    expect(fluent).toHaveClass('fui-Textarea__textarea');
    expect(fluent).toHaveValue('Thank you');
    expect(fluent).toHaveFocus();
    expect(fluent.selectionStart).toBe('Thank you'.length);
    removeChild.mockRestore();
    vi.doUnmock('../../../../design-system/src/components/CommentCard/ReplyTextarea');
  });

  it('stays open when the page refuses the reply (returns false) and shows the message it then passes', async () => {
    const user = userEvent.setup();
    const onReplySubmit = vi.fn(() => false);
    const { rerender } = renderCard({ onReplySubmit });
    await openReply(user);
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(onReplySubmit).toHaveBeenCalledWith('');
    rerender(
      <FluentProvider theme={webLightTheme}>
        <CommentCard
          authorName="Lina Okafor"
          postedTime="2024-05-01 18:42:10"
          text="Lovely chapter."
          labels={labels}
          onReplySubmit={onReplySubmit}
          replyValidationMessage="Reply content cannot be empty"
        />
      </FluentProvider>,
    );
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Reply content cannot be empty');
  });

  it('is busy while the promise runs, then closes and empties', async () => {
    const user = userEvent.setup();
    let resolve!: () => void;
    const onReplySubmit = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    renderCard({ onReplySubmit });
    const box = await openReply(user);
    await user.type(box, 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(onReplySubmit).toHaveBeenCalledWith('Thank you!');
    expect(box).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Send reply' })).toHaveAttribute('aria-disabled', 'true');
    resolve();
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    // Opened again, it is empty.
    expect(await openReply(user)).toHaveValue('');
  });

  it('stays open with the text when the promise rejects', async () => {
    const user = userEvent.setup();
    const onReplySubmit = vi.fn(() => Promise.reject(new Error('too soon')));
    renderCard({ onReplySubmit });
    const box = await openReply(user);
    await user.type(box, 'Again');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(box).not.toHaveAttribute('readonly'));
    expect(screen.getByRole('textbox')).toHaveValue('Again');
  });

  it('sends on Ctrl+Enter, and Escape closes it and returns the focus to Reply', async () => {
    const user = userEvent.setup();
    const onReplySubmit = vi.fn(() => false);
    const onReplyOpenChange = vi.fn();
    renderCard({ onReplySubmit, onReplyOpenChange });
    const box = await openReply(user);
    expect(box).toHaveFocus();
    await user.type(box, 'Hi{Control>}{Enter}{/Control}');
    expect(onReplySubmit).toHaveBeenCalledWith('Hi');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reply' })).toHaveFocus());
    expect(onReplyOpenChange.mock.calls.map(([open]) => open)).toEqual([true, false]);
  });

  it('offers only the actions the page handles, and no Reply once replied', () => {
    renderCard({ pinned: true, reply: { text: 'Thanks!' }, onReplySubmit: vi.fn(), onPin: vi.fn(), onUnpin: vi.fn() });
    const group = screen.getByRole('group', { name: 'Comment actions' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Unpin']);
    expect(screen.getByText('Thanks!')).toBeInTheDocument();
  });

  it('shows the reader’s picture, or the initials of the name when there is none or it fails, hidden from assistive technology', () => {
    const { container, unmount } = renderCard();
    const circle = container.querySelector('article [aria-hidden]')!;
    expect(circle).toHaveTextContent('LO');
    unmount();
    const withPicture = renderCard({ avatarUrl: 'https://img.example.test/lina.png' });
    const img = withPicture.container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(withPicture.container.querySelector('article [aria-hidden]')).not.toHaveTextContent('LO');
    img.dispatchEvent(new Event('error'));
    return waitFor(() => expect(withPicture.container.querySelector('article [aria-hidden]')).toHaveTextContent('LO'));
  });
});
