import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { formColumn, useArgState, useT } from './formsFixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** The field as a form holds it: its value in state, the counter's words from the catalog. */
function StoryTextField(props: TextFieldProps) {
  const t = useT();
  const [value, setValue] = useArgState(props.value, props.onChange);
  return <TextField {...props} value={value} onChange={setValue} formatCounter={(length, max) => t('textField.counter', { length, max })} />;
}

const meta = {
  title: 'Forms/TextField',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-textfield',
  component: TextField,
  args: {
    name: 'penName',
    label: 'Pen name',
    hint: 'Letters a–z, digits, underscore, dot and space',
    value: '',
    type: 'text',
    maxLength: 30,
    required: false,
    disabled: false,
    size: 'medium',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'password', 'number'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    validationMessage: { control: 'text' },
  },
  render: (args) => <StoryTextField {...args} />,
  decorators: [formColumn],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: inLocale(globals, 'Pen name') });
    // Keyboard: Tab reaches the field; typing reports the text itself, not an event.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Mara Quill');
    await expect(args.onChange).toHaveBeenLastCalledWith('Mara Quill');
    await expect(input).toHaveValue('Mara Quill');
    // The counter is part of the field's description.
    await expect(input).toHaveAccessibleDescription(/10\D+30/);
    await expect(input).toHaveAttribute('maxlength', '30');
    // Leaving the field marks it touched for Formik (target.name).
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledWith(expect.objectContaining({ target: { name: 'penName' } }));
  },
};

export const Filled: Story = {
  args: { value: 'Mara Quill' },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, value: 'Mara Quill!', validationMessage: 'Use only letters a–z, digits, underscore, dot and space' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeInvalid();
    const message = inLocale(globals, args.validationMessage!);
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  },
};

/** A refusal whose rule is explained elsewhere: the error links to it (in a new tab, so nothing typed is lost). */
export const ErrorWithRuleHelp: Story = {
  args: {
    required: true,
    value: 'Mara Quill!',
    validationMessage: 'Use only letters a–z, digits, underscore, dot and space',
    ruleHelp: { href: '/helpCenter?article=registration#pen-name', label: 'Why?' },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/helpCenter?article=registration#pen-name');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const Disabled: Story = {
  args: { value: 'Mara Quill', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** A password with its show/hide toggle; the toggle's names come in props. */
export const Password: Story = {
  args: {
    name: 'password',
    label: 'Password',
    hint: undefined,
    maxLength: undefined,
    type: 'password',
    value: 'harbour-lights-42',
    required: true,
    showPasswordLabel: 'Show password',
    hidePasswordLabel: 'Hide password',
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(new RegExp(inLocale(globals, 'Password')));
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: inLocale(globals, 'Show password') }));
    await expect(input).toHaveAttribute('type', 'text');
    // Keyboard: the toggle is a button; Enter hides the password again.
    const hide = canvas.getByRole('button', { name: inLocale(globals, 'Hide password') });
    hide.focus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: inLocale(globals, 'Show password') })).toHaveFocus();
  },
};

export const Email: Story = {
  args: { name: 'email', label: 'Email', hint: undefined, maxLength: undefined, type: 'email', autoComplete: 'email', value: 'mara.quill@example.com', dir: 'ltr' },
};

/** A field whose rule is words (a novel title): the counter counts words, not characters. */
export const WordCounter: Story = {
  args: {
    name: 'title',
    label: 'Title',
    hint: '1 to 20 words, each starting with a capital letter',
    value: 'The Paper Lighthouse',
    maxLength: 2000,
    required: true,
    countWords: (text: string) => text.split(/\s+/).filter(Boolean).length,
    minWords: 1,
    maxWords: 20,
    countLabel: (count: number, min?: number, max?: number) => `${count} words (limit ${min}–${max})`,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(/3 words \(limit 1–20\)/);
    await expect(input).not.toHaveAccessibleDescription(/2000/);
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { value: 'Mara Quill!', required: true, validationMessage: 'Use only letters a–z, digits, underscore, dot and space' },
  render: (args) => (
    <BrandGrid columns={3}>
      <StoryTextField {...args} />
    </BrandGrid>
  ),
};
