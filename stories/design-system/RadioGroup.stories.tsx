import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { formColumn, useArgState } from './formsFixtures';
import { withoutTextModes } from '../../.storybook/modes';

function StoryRadioGroup(props: RadioGroupProps) {
  const [value, setValue] = useArgState(props.value, props.onChange);
  return <RadioGroup {...props} value={value} onChange={setValue} />;
}

/** Genders offered at registration. */
const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

const meta = {
  title: 'Forms/RadioGroup',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-radiogroup',
  component: RadioGroup,
  args: {
    name: 'gender',
    label: 'Gender',
    options: GENDERS,
    value: '',
    layout: 'horizontal',
    required: false,
    disabled: false,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    value: { control: 'inline-radio', options: ['', ...GENDERS.map((g) => g.value)] },
    layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    validationMessage: { control: 'text' },
  },
  render: (args) => <StoryRadioGroup {...args} />,
  decorators: [formColumn],
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: inLocale(globals, 'Gender') });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    // Keyboard: Tab enters the group, arrows choose.
    await userEvent.tab();
    const male = canvas.getByRole('radio', { name: inLocale(globals, 'Male') });
    await expect(male).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('female');
    await expect(canvas.getByRole('radio', { name: inLocale(globals, 'Female') })).toBeChecked();
    // Pointer.
    await userEvent.click(canvas.getByRole('radio', { name: inLocale(globals, 'Other') }));
    await expect(args.onChange).toHaveBeenLastCalledWith('other');
    // Moving between radios is not leaving the field; Tab out is.
    await expect(args.onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await expect(args.onBlur).toHaveBeenCalledWith(expect.objectContaining({ target: { name: 'gender' } }));
  },
};

export const Vertical: Story = {
  args: { layout: 'vertical', value: 'female' },
};

export const Filled: Story = {
  args: { value: 'female' },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: { required: true, validationMessage: 'Please choose an option' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(inLocale(globals, args.validationMessage!));
  },
};

export const Disabled: Story = {
  args: { value: 'male', disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { value: 'female' },
  render: (args) => (
    <BrandGrid columns={3}>
      <StoryRadioGroup {...args} />
    </BrandGrid>
  ),
};
