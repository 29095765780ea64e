import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Combobox, type ComboboxProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { formColumn, useArgState, useRegionOptions } from './formsFixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** The field as a form holds it, with the regions named in the toolbar's language. */
function StoryCombobox(props: ComboboxProps) {
  const [value, setValue] = useArgState(props.value, props.onChange);
  return <Combobox {...props} options={useRegionOptions()} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/Combobox',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-combobox',
  component: Combobox,
  args: {
    name: 'region',
    label: 'Region',
    hint: 'The country you live in, for contracts and payments',
    placeholder: 'Type to search',
    noOptionsText: 'No matching region',
    openLabel: 'Show all regions',
    options: [],
    value: '',
    required: false,
    disabled: false,
    size: 'medium',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    options: { control: false, description: 'The stories list regions named by Intl.DisplayNames in the toolbar’s language.' },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    validationMessage: { control: 'text' },
  },
  render: (args) => <StoryCombobox {...args} />,
  decorators: [formColumn],
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const input = canvas.getByRole('combobox', { name: inLocale(globals, 'Region') });
    await userEvent.tab();
    await expect(input).toHaveFocus();

    // Typing filters the list; the keyboard picks an option.
    await userEvent.keyboard('indo');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await expect(within(listbox).getByRole('option', { name: 'Indonesia' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('ID');
    await expect(input).toHaveValue('Indonesia');

    // When nothing matches, the list says so (and that entry cannot be chosen).
    await userEvent.clear(input);
    await userEvent.keyboard('zzz');
    const empty = await body.findByRole('option', { name: inLocale(globals, 'No matching region') });
    await expect(empty).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');

    // Leaving the text box with half-typed text goes back to the chosen region.
    await userEvent.tab();
    await expect(input).toHaveValue('Indonesia');
    // Tab reaches the button that opens the list, then leaves the field.
    await expect(canvas.getByRole('button', { name: inLocale(globals, 'Show all regions') })).toHaveFocus();
    await expect(args.onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledWith(expect.objectContaining({ target: { name: 'region' } }));
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

/** Every region is shown when the field opens, sorted in the toolbar's language. */
export const Open: Story = {
  args: { value: 'PH' },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.click(input);
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(30);
    await expect(within(listbox).getByRole('option', { selected: true })).toHaveTextContent(/Philippines/);
    await userEvent.keyboard('{Escape}');
  },
};

export const Filled: Story = {
  args: { value: 'PH' },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, validationMessage: 'Please choose your region' },
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByRole('combobox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(inLocale(globals, args.validationMessage!)));
  },
};

export const Disabled: Story = {
  args: { value: 'TH', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { value: 'VN' },
  render: (args) => (
    <BrandGrid columns={3}>
      <StoryCombobox {...args} />
    </BrandGrid>
  ),
};
