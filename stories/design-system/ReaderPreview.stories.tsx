import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReaderPreview } from '@writers-center/design-system/rich-text';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { SAMPLE_CHAPTER } from './richTextFixtures';
import { withoutTextModes } from '../../.storybook/modes';

const meta = {
  title: 'Writing/ReaderPreview',
  component: ReaderPreview,
  args: {
    title: 'Chapter 12: The Lamplighter’s Debt',
    doc: SAMPLE_CHAPTER,
    noteBefore: 'Thank you for the comments on the last chapter: this one is for everyone who asked about Wren’s father.',
    noteAfter: 'Next chapter on Friday.',
    lang: 'en',
    labels: { settings: 'Reading settings', light: 'Light', dark: 'Dark', narrow: 'Phone', wide: 'Computer', noteBefore: 'Note before the chapter', noteAfter: 'Note after the chapter' },
  },
  argTypes: { doc: { control: false }, labels: { control: false } },
} satisfies Meta<typeof ReaderPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone, in the page's colour mode, with the author's notes around the chapter. */
export const Default: Story = {};

/** Switched to dark on a computer's width, whatever the page's mode. */
export const DarkWide: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: inLocale(globals, 'Dark') }));
    await userEvent.click(canvas.getByRole('button', { name: inLocale(globals, 'Computer') }));
    await expect(canvasElement.querySelector('[data-reader-mode="dark"][data-reader-width="wide"]')).not.toBeNull();
  },
};

/** Without notes: nothing stands before or after the chapter. */
export const WithoutNotes: Story = { args: { noteBefore: null, noteAfter: null } };

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { doc: { type: 'doc', content: SAMPLE_CHAPTER.content!.slice(0, 2) }, noteAfter: null },
  render: (args) => (
    <BrandGrid columns={2}>
      <ReaderPreview {...args} />
    </BrandGrid>
  ),
};
