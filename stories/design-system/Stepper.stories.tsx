import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper, type StepperStep } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** The contract application's steps (apply, add information, sign). */
const STEPS: StepperStep[] = [
  { id: 'work', label: 'Your work', description: 'Choose the novel to sign' },
  { id: 'author', label: 'Author details', description: 'Legal name and ID' },
  { id: 'payment', label: 'Payment details', description: 'Bank or PayPal' },
  { id: 'sign', label: 'Sign the contract', description: 'Electronic signature' },
];

const meta = {
  title: 'Pages/Stepper',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-stepper',
  component: Stepper,
  args: {
    label: 'Contract application',
    steps: STEPS,
    current: 'payment',
    orientation: 'horizontal',
    stateLabels: { completed: 'Completed', current: 'Current step', upcoming: 'Not started', error: 'Needs attention' },
  },
  argTypes: {
    current: { control: 'inline-radio', options: STEPS.map((s) => s.id) },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: inLocale(globals, 'Contract application') });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // The current step is marked for assistive technology, each step's state is read with it.
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items.filter((i) => i.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(items[0]).toHaveTextContent(inLocale(globals, 'Completed'));
    await expect(items[2]).toHaveTextContent(inLocale(globals, 'Current step'));
    await expect(items[3]).toHaveTextContent(inLocale(globals, 'Not started'));
    // Without onStepClick nothing is a button.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
};

/** A step the author must fix: shown as an error, wherever the flow is. */
export const WithError: Story = {
  args: {
    current: 'sign',
    steps: STEPS.map((s) => (s.id === 'author' ? { ...s, state: 'error' as const, description: 'Your ID photo could not be read' } : s)),
  },
  play: async ({ canvasElement, globals }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent(inLocale(globals, 'Needs attention'));
    await expect(items[3]).toHaveAttribute('aria-current', 'step');
  },
};

/** Done steps are buttons that go back to them; the others are not. */
export const Clickable: Story = {
  args: { onStepClick: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await expect(buttons[0]).toHaveAccessibleName(new RegExp(`${inLocale(globals, 'Your work')}.*${inLocale(globals, 'Completed')}`));
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepClick).toHaveBeenLastCalledWith('work');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onStepClick).toHaveBeenLastCalledWith('author');
    await userEvent.tab();
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
  },
};

export const FirstStep: Story = {
  args: { current: 'work', orientation: 'vertical' },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { current: 'payment' },
  render: (args) => (
    <BrandGrid columns={2}>
      <Stepper {...args} />
    </BrandGrid>
  ),
};
