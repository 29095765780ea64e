import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagPicker, type TagPickerProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { formColumn, useArgState, useListFormat, useT, useTagCategories } from './formsFixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** The field as the novel form holds it: categories and notes in the toolbar's language. */
function StoryTagPicker(props: TagPickerProps) {
  const t = useT();
  const list = useListFormat();
  const [value, setValue] = useArgState(props.value, props.onChange);
  return (
    <TagPicker
      {...props}
      categories={useTagCategories()}
      value={value}
      onChange={setValue}
      categoryHint={(_, count) => t('tags.categoryHint', { count, max: props.maxPerCategory ?? 2 })}
      limitReason={(_, max) => t('tags.limitReason', { max })}
      missingStarredText={(missing) => t('tags.missing', { categories: list(missing.map((c) => c.name)) })}
    />
  );
}

const meta = {
  title: 'Forms/TagPicker',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-tagpicker',
  component: TagPicker,
  args: {
    name: 'tags',
    label: 'Tags',
    hint: 'Choose one or two labels in each category; starred categories need at least one.',
    categories: [],
    value: {},
    maxPerCategory: 2,
    starredLabel: 'needs at least one label',
    required: false,
    disabled: false,
    onChange: fn(),
    onBlur: fn(),
    limitReason: () => '',
  },
  argTypes: {
    categories: { control: false, description: 'The stories show a novel’s tag categories in the toolbar’s language.' },
    validationMessage: { control: 'text' },
    categoryHint: { control: false },
    limitReason: { control: false },
    missingStarredText: { control: false },
  },
  render: (args) => <StoryTagPicker {...args} />,
  decorators: [formColumn],
} satisfies Meta<typeof TagPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const l = (english: string) => inLocale(globals, english);
    const genre = canvas.getByRole('group', { name: new RegExp(`^${l('Genre')}`) });
    // The starred categories still needing a label are named above them.
    await expect(canvas.getByText(new RegExp(`${l('Genre')}.*${l('Lead character')}`))).toBeVisible();
    await expect(genre).toHaveAccessibleName(expect.stringContaining(l('needs at least one label')));

    // Keyboard: Tab to a label, Space ticks it.
    await userEvent.tab();
    await expect(within(genre).getByRole('checkbox', { name: l('Romance') })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ genre: ['romance'] });
    await userEvent.click(within(genre).getByRole('checkbox', { name: l('Mystery') }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ genre: ['romance', 'mystery'] });

    // Two is the most: the others are disabled, and the category says why.
    const fantasy = within(genre).getByRole('checkbox', { name: l('Fantasy') });
    await expect(fantasy).toBeDisabled();
    await expect(fantasy).toHaveAccessibleDescription(/\b2\b/);
    await expect(genre).toHaveAccessibleDescription(/\b2\b.*\b2\b/);

    // Removing one frees the others again.
    await userEvent.click(within(genre).getByRole('checkbox', { name: l('Romance') }));
    await expect(fantasy).toBeEnabled();
    await expect(args.onChange).toHaveBeenLastCalledWith({ genre: ['mystery'] });
    // Only the lead character is still needed now.
    await expect(canvas.queryByText(new RegExp(`${l('Genre')}.*${l('Lead character')}`))).toBeNull();
  },
};

export const Filled: Story = {
  args: { value: { genre: ['romance', 'fantasy'], lead: ['strongFemale'], theme: ['secondChance'] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(4);
    await expect(canvas.getByRole('checkbox', { name: inLocale(globals, 'Urban') })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { required: true, value: { genre: ['urban'] } },
};

export const WithError: Story = {
  args: { required: true, value: { setting: ['palace'] }, validationMessage: 'Choose at least one label in each starred category' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('group', { name: inLocale(globals, 'Tags') });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(inLocale(globals, args.validationMessage!)));
  },
};

export const Disabled: Story = {
  args: { value: { genre: ['romance'], lead: ['ceo'] }, disabled: true },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { value: { genre: ['romance', 'fantasy'], setting: ['modern'] } },
  render: (args) => (
    <BrandGrid columns={2}>
      <StoryTagPicker {...args} />
    </BrandGrid>
  ),
};
