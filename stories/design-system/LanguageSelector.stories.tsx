import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSelector } from '@writers-center/design-system';
import { LOCALES } from '../../src/domain/locales';
import { BrandGrid } from '../support/BrandGrid';
import { CatalogLanguageSelector, LANGUAGE_OPTIONS, escapeRegExp, inLocale } from './fixtures';
import { withoutTextModes } from '../../.storybook/modes';

const meta = {
  title: 'Shell/LanguageSelector',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-languageselector',
  component: LanguageSelector,
  args: {
    label: 'Language',
    options: LANGUAGE_OPTIONS,
    value: 'en',
    appearance: 'subtle',
    onChange: fn(),
  },
  argTypes: {
    value: { control: 'select', options: LOCALES },
    triggerLabel: { control: 'text', description: 'Left empty, the stories build it from the catalog message "Language: {language}".' },
    appearance: { control: 'inline-radio', options: ['subtle', 'outline', 'transparent'] },
  },
  render: (args) => <CatalogLanguageSelector {...args} />,
} satisfies Meta<typeof LanguageSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const label = inLocale(globals, 'Language');
    const body = within(document.body);
    // The trigger names the current language ("Language: English"), which it also shows.
    const trigger = within(canvasElement).getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}.*English$`) });
    await expect(trigger).toHaveTextContent('English');

    // Keyboard: focus the button, Enter opens the menu (fetched on first use) with the focus in it.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    // Fluent names the menu after its trigger.
    const name = new RegExp(escapeRegExp(label));
    let menu = await body.findByRole('menu', { name });
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    // Escape gives the focus back to the trigger (the real one, which replaced the first stand-in).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(canvasElement).getByRole('button', { name: trigger.getAttribute('aria-label')! })));
    await userEvent.keyboard('{Enter}');
    menu = await body.findByRole('menu', { name });
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items).toHaveLength(11);
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');

    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('de');

    // Close it again so the screenshot is stable.
    if (body.queryByRole('menu')) await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** The current language shown by its own name, here Thai. */
export const NonLatinValue: Story = {
  args: { value: 'th' },
};

export const Outline: Story = {
  args: { appearance: 'outline' },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { appearance: 'outline' },
  render: (args) => (
    <BrandGrid columns={4}>
      <CatalogLanguageSelector {...args} />
    </BrandGrid>
  ),
};
