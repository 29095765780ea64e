import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { LanguageSelector } from '../../../../design-system/src/components/LanguageSelector';

const options = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'th', label: 'ไทย' },
];

const mount = (onChange = vi.fn()) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <button type="button">before</button>
      <LanguageSelector options={options} value="es" onChange={onChange} label="Language" triggerLabel="Language: Español" />
    </FluentProvider>,
  );

describe('LanguageSelector (the menu loads on first use)', () => {
  it('shows only its trigger until wanted; a press made before the menu arrives opens it, with the current language checked', async () => {
    const onChange = vi.fn();
    mount(onChange);
    const trigger = screen.getByRole('button', { name: 'Language: Español' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    await userEvent.click(trigger);
    // jsdom runs no animations, so the popover stays at its entrance style, which testing-library counts as hidden.
    const menu = await screen.findByRole('menu', { name: 'Language: Español', hidden: true });
    expect(screen.getByRole('menuitemradio', { name: 'Español', hidden: true })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'ไทย', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('th');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  });

  // Where the focus goes (into the menu, back to the trigger) is checked in a real browser by the story's play.
  it('opens from the keyboard', async () => {
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language: Español' }));
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', { name: 'Language: Español', hidden: true });
  });
});
