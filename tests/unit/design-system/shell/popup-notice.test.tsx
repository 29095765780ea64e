import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { PopupNotice } from '../../../../design-system/src/components/PopupNotice';

/** A popup just opened: its clock stands still, so the lock is on for the whole test. */
const mount = () => {
  const onClose = vi.fn();
  const onAction = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <PopupNotice
        open
        type={2}
        title="Your novel can now be signed"
        content="Apply now to earn from every chapter."
        actionLabel="Apply for a contract"
        onAction={onAction}
        closeLabel="Close"
        onClose={onClose}
        lockMs={5000}
        clock={() => 1_000}
        lockText={(seconds) => `You can continue in ${seconds} s`}
      />
    </FluentProvider>,
  );
  return { onClose, onAction, dialog: screen.getByRole('alertdialog', { hidden: true }) };
};

describe('PopupNotice: the lock guards the action, never the way out', () => {
  it('while locked, the action waits and says why; Close works at once', async () => {
    const { onClose, onAction } = mount();
    const action = screen.getByRole('button', { name: 'Apply for a contract', hidden: true });
    const close = screen.getByRole('button', { name: 'Close', hidden: true });
    expect(action).toHaveAttribute('aria-disabled', 'true');
    expect(action).toHaveAccessibleDescription('You can continue in 5 s');
    expect(close).not.toHaveAttribute('aria-disabled');
    expect(close).not.toHaveAccessibleDescription();
    await userEvent.click(action);
    expect(onAction).not.toHaveBeenCalled();
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('while locked, Escape closes it', async () => {
    const { onClose, onAction } = mount();
    screen.getByRole('button', { name: 'Close', hidden: true }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
  });
});
