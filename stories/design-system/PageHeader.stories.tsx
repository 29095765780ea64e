import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@fluentui/react-components';
import { AddRegular, BookOpenRegular, CalendarClockRegular, DocumentBulletListRegular, EditRegular, TextWordCountRegular } from '@fluentui/react-icons';
import { PageHeader, type PageHeaderMetaItem } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { Tx, preventDefault } from './pages-fixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** The facts row of a novel's page (Manage Novel). */
const NOVEL_META: readonly PageHeaderMetaItem[] = [
  { key: 'no', label: 'Novel no.', value: '1024', icon: <BookOpenRegular /> },
  { key: 'chapters', label: 'Chapters', value: '34', icon: <DocumentBulletListRegular /> },
  { key: 'words', label: 'Words', value: '86,120', icon: <TextWordCountRegular /> },
  { key: 'updated', label: 'Last update', value: '2024-05-01 18:42:10', icon: <CalendarClockRegular /> },
];

const meta = {
  title: 'Pages/PageHeader',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-pageheader',
  component: PageHeader,
  args: {
    title: 'My Works',
    description: 'Create novels, add chapters and follow their review.',
  },
  argTypes: {
    actions: { control: false },
    meta: { control: false },
    description: { control: 'text' },
  },
  render: (args) => (
    <PageHeader
      {...args}
      actions={
        <Button appearance="primary" icon={<AddRegular />}>
          <Tx>Create Novel</Tx>
        </Button>
      }
    />
  ),
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The page's action is reachable by keyboard.
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};

/** A novel's page: back to the list, the novel's facts, and its actions. */
export const NovelPage: Story = {
  args: {
    title: 'The Lighthouse Keeper’s Daughter',
    description: undefined,
    meta: NOVEL_META,
    backHref: '/mywork',
    backLabel: 'Back to My Works',
    onBack: fn(preventDefault),
  },
  render: (args) => (
    <PageHeader
      {...args}
      actions={
        <>
          <Button icon={<EditRegular />}>
            <Tx>Edit Novel</Tx>
          </Button>
          <Button appearance="primary" icon={<AddRegular />}>
            <Tx>Write Chapter</Tx>
          </Button>
        </>
      }
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The back button comes first: Tab, then Enter.
    await userEvent.tab();
    const back = canvas.getByRole('link', { name: /my works/i });
    await expect(back).toHaveFocus();
    await expect(back).toHaveAttribute('href', '/mywork');
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    // Each fact is a list item.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(NOVEL_META.length);
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

/** Without a link: the back button calls `onBack` (e.g. history back). */
export const BackButton: Story = {
  args: { title: 'Contract Application', description: undefined, backLabel: 'Back', onBack: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /back|zurück|กลับ/i }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** A long title wraps; the actions move under it on narrow screens. */
export const LongTitle: Story = {
  args: {
    title: 'Chronicles of the Moonlit Archipelago: The Cartographer’s Second Voyage Beyond the Edge of the Known Sea',
    description: 'Create novels, add chapters and follow their review.',
    meta: NOVEL_META.slice(0, 2),
  },
};

export const TitleOnly: Story = {
  args: { title: 'Rewards', description: undefined },
  render: (args) => <PageHeader {...args} />,
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { title: 'My Works', meta: NOVEL_META.slice(1, 3), backHref: '/dashboard', backLabel: 'Back to My Works', onBack: fn(preventDefault) },
  render: (args) => (
    <BrandGrid columns={2}>
      <PageHeader
        {...args}
        actions={
          <Button appearance="primary" icon={<AddRegular />}>
            <Tx>Create Novel</Tx>
          </Button>
        }
      />
    </BrandGrid>
  ),
};
