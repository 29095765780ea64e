import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { Hint } from '../../../../design-system/src/components/Hint';

const inProvider = (ui: React.ReactElement) => render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

/** Hint: a tooltip whose code loads when first wanted, with the element's name or description there from the start. */
describe('Hint', { timeout: 20_000 }, () => {
  it('names an icon-only button before any hint is shown, and shows the name beside it when pointed at', async () => {
    const user = userEvent.setup();
    inProvider(
      <Hint content="Set as first paid chapter" relationship="label">
        <Button icon={<span>$</span>} />
      </Hint>,
    );
    const button = screen.getByRole('button', { name: 'Set as first paid chapter' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Set as first paid chapter');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('describes an element from the start, keeping its own description and handlers', async () => {
    const user = userEvent.setup();
    const onPointerEnter = vi.fn();
    inProvider(
      <>
        <p id="own">Counted daily.</p>
        <Hint content="Readers who opened the chapter." relationship="description" withArrow>
          <span tabIndex={0} aria-describedby="own" onPointerEnter={onPointerEnter}>
            Reads started
          </span>
        </Hint>
      </>,
    );
    const term = screen.getByText('Reads started');
    expect(term).toHaveAccessibleDescription('Counted daily. Readers who opened the chapter.');
    await user.hover(term);
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Readers who opened the chapter.');
  });

  it('shows on keyboard focus, hides on Escape, and the element keeps its focus (it is never remounted) as the code arrives', async () => {
    const user = userEvent.setup();
    inProvider(
      <Hint content="Shortcut: Ctrl+S" relationship="description">
        <Button>Save draft</Button>
      </Hint>,
    );
    const button = screen.getByRole('button', { name: 'Save draft' });
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Shortcut: Ctrl+S');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBe(button);
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(button).toHaveFocus();
  });
});
