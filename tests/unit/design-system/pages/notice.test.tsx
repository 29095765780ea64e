import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { Notice } from '../../../../design-system/src/components/Notice';

// jsdom has no ResizeObserver; Fluent's MessageBar measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const inProvider = (ui: React.ReactElement) => render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

/** Notice: Fluent's MessageBar, loaded with the first notice shown; the same text, role and actions before. */
describe('Notice', { timeout: 20_000 }, () => {
  it('shows its text, role and actions at once, then becomes the MessageBar', async () => {
    const onReload = vi.fn();
    const { container } = inProvider(
      <Notice intent="error" role="alert" data-testid="stale" actions={<button onClick={onReload}>Reload</button>}>
        This novel changed in another window.
      </Notice>,
    );
    // First render: the stand-in, marked for screenshots to wait on, and not yet an alert (the
    // MessageBar is announced once, as it comes).
    expect(screen.queryByRole('alert')).toBeNull();
    const first = screen.getByTestId('stale');
    expect(first).toHaveTextContent('This novel changed in another window.');
    expect(first).toHaveAttribute('data-code-loading');
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(onReload).toHaveBeenCalledTimes(1);
    // Then Fluent's MessageBar, with the same role, test id, text and action.
    await waitFor(() => expect(container.querySelector('.fui-MessageBar')).not.toBeNull());
    const bar = screen.getByRole('alert');
    expect(bar).toHaveClass('fui-MessageBar');
    expect(bar).not.toHaveAttribute('data-code-loading');
    expect(bar).toHaveAttribute('data-testid', 'stale');
    expect(bar).toHaveTextContent('This novel changed in another window.');
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(onReload).toHaveBeenCalledTimes(2);
  });

  it('shows a title before the text, and a later notice is the MessageBar from its first render', async () => {
    const { container, rerender } = inProvider(<Notice intent="info">Loading the code.</Notice>);
    await waitFor(() => expect(container.querySelector('.fui-MessageBar')).not.toBeNull());
    rerender(
      <FluentProvider theme={webLightTheme}>
        <Notice key="second" intent="warning" title="Rejected">
          The synopsis is too short.
        </Notice>
      </FluentProvider>,
    );
    expect(container.querySelector('[data-code-loading]')).toBeNull();
    expect(container.querySelector('.fui-MessageBarTitle')).toHaveTextContent('Rejected');
    expect(container.querySelector('.fui-MessageBar')).toHaveTextContent('RejectedThe synopsis is too short.');
  });

  it('is announced as the stand-in when its code cannot come (offline)', async () => {
    vi.resetModules();
    vi.doMock('../../../../design-system/src/components/Notice/NoticeView', () => {
      throw new Error('offline');
    });
    const { Notice: OfflineNotice } = await import('../../../../design-system/src/components/Notice');
    inProvider(
      <OfflineNotice intent="error" role="alert">
        The server cannot be reached.
      </OfflineNotice>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached.');
    vi.doUnmock('../../../../design-system/src/components/Notice/NoticeView');
  });
});
