import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { TermsLabel, formColumn, useArgState } from './formsFixtures';
import { withoutTextModes } from '../../.storybook/modes';

function StoryCheckbox(props: CheckboxProps) {
  const [value, setValue] = useArgState(props.value, props.onChange);
  return <Checkbox {...props} label={props.label || <TermsLabel />} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/Checkbox',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-checkbox',
  component: Checkbox,
  args: {
    name: 'acceptTerms',
    label: '',
    value: false,
    required: false,
    disabled: false,
    size: 'medium',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    label: { control: 'text', description: 'Left empty, the stories show the terms sentence with its two links.' },
    size: { control: 'inline-radio', options: ['medium', 'large'] },
    validationMessage: { control: 'text' },
  },
  render: (args) => <StoryCheckbox {...args} />,
  decorators: [formColumn],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: /Terms of Use.*Privacy Policy/ });
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(box).toBeChecked();
    // Keyboard: Space toggles it back.
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    // The links in the label are links, reachable with Tab, and do not tick the box.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Terms of Use/ })).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/policy');
  },
};

/** A plain text label. */
export const TextLabel: Story = {
  args: { name: 'exclusive', label: 'Publish this novel exclusively on our platform' },
};

export const Filled: Story = {
  args: { value: true },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, validationMessage: 'Please read and accept the Terms of Use and Privacy Policy' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(inLocale(globals, args.validationMessage!));
  },
};

export const Disabled: Story = {
  args: { value: true, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { validationMessage: 'Please read and accept the Terms of Use and Privacy Policy' },
  render: (args) => (
    <BrandGrid columns={3}>
      <StoryCheckbox {...args} />
    </BrandGrid>
  ),
};
