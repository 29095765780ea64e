import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, type SelectProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { EDITORS, formColumn, useArgState, useEditorOptions } from './formsFixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** The field as a form holds it, with the editors (the full one marked in the toolbar's language). */
function StorySelect(props: SelectProps) {
  const [value, setValue] = useArgState(props.value, props.onChange);
  return <Select {...props} options={useEditorOptions()} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/Select',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-select',
  component: Select,
  args: {
    name: 'editor',
    label: 'Editor',
    hint: 'Your editor reviews your intro and prepares your contracts.',
    placeholder: 'Choose an editor',
    options: EDITORS,
    value: '',
    required: false,
    disabled: false,
    appearance: 'outline',
    size: 'medium',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    value: { control: 'select', options: ['', ...EDITORS.map((e) => e.value)] },
    appearance: { control: 'inline-radio', options: ['outline', 'underline', 'filled-darker', 'filled-lighter'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    validationMessage: { control: 'text' },
    options: { control: false, description: 'The stories show the editors, the full one marked in the toolbar’s language.' },
  },
  render: (args) => <StorySelect {...args} />,
  decorators: [formColumn],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: inLocale(globals, 'Editor') });
    await expect(select).toHaveValue('');
    // Keyboard: Tab reaches the native select.
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'samuel');
    await expect(args.onChange).toHaveBeenLastCalledWith('samuel');
    await expect(select).toHaveValue('samuel');
    // An editor who takes no new authors cannot be chosen.
    await expect(canvas.getByRole('option', { name: /Rafael Souza/ })).toBeDisabled();
    // Once an editor is chosen, the empty choice cannot be chosen again.
    await expect(canvas.getByRole('option', { name: inLocale(globals, 'Choose an editor') })).toBeDisabled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledWith(expect.objectContaining({ target: { name: 'editor' } }));
  },
};

export const Filled: Story = {
  args: { value: 'aiko' },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, validationMessage: 'Please choose an editor' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(expect.stringContaining(inLocale(globals, args.validationMessage!)));
  },
};

export const Disabled: Story = {
  args: { value: 'lena', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { required: true, validationMessage: 'Please choose an editor' },
  render: (args) => (
    <BrandGrid columns={3}>
      <StorySelect {...args} />
    </BrandGrid>
  ),
};
