import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { ToastHost, useToast, type ToastMessage } from '../../../../design-system/src/components/ToastHost';

function Probe({ onReady }: { onReady(toast: (m: ToastMessage) => void): void }) {
  const toast = useToast();
  React.useEffect(() => {
    onReady(toast);
  }, [toast, onReady]);
  return null;
}

describe('ToastHost', () => {
  it('never shows the same message twice at once; a different one shows beside it', async () => {
    let toast: (m: ToastMessage) => void = () => undefined;
    render(
      <FluentProvider theme={webLightTheme}>
        <ToastHost>
          <Probe onReady={(t) => (toast = t)} />
        </ToastHost>
      </FluentProvider>,
    );
    await act(async () => {
      for (let i = 0; i < 4; i++) toast({ intent: 'error', title: 'Wrong email or password' });
      toast({ intent: 'error', title: 'Cannot reach the server' });
    });
    await screen.findAllByText('Cannot reach the server');
    // The toasts themselves (the toaster also repeats each text in a live region for screen readers).
    const toasts = () => [...document.querySelectorAll('.fui-Toast')].map((t) => t.textContent);
    expect(toasts().filter((t) => t === 'Wrong email or password')).toHaveLength(1);
    expect(toasts().filter((t) => t === 'Cannot reach the server')).toHaveLength(1);
  });
});
