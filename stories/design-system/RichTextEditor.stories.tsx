import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor, RichTextFindBar, type Editor, type RichTextEditorProps } from '@writers-center/design-system/rich-text';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { SAMPLE_CHAPTER, TOOLBAR_LABELS, useFindLabels } from './richTextFixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** The editor with its find bar open, as the chapter editor shows them (the bar needs the editor). */
function WithFindBar(props: RichTextEditorProps & { search?: string }) {
  const { search, ...rest } = props;
  const [editor, setEditor] = React.useState<Editor | null>(null);
  const labels = useFindLabels();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {editor && <RichTextFindBar editor={editor} labels={labels} initialText={search} onClose={() => undefined} />}
      <RichTextEditor {...rest} onEditor={setEditor} />
    </div>
  );
}

/** Puts the caret in the middle of an element's text, as a click there does (synthetic clicks move no caret). */
function caretIn(element: HTMLElement) {
  const text = element.firstChild!;
  const range = document.createRange();
  range.setStart(text, Math.floor((text.textContent ?? '').length / 2));
  range.collapse(true);
  (element.closest('[contenteditable]') as HTMLElement).focus();
  const selection = element.ownerDocument.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
}

const meta = {
  title: 'Writing/RichTextEditor',
  component: RichTextEditor,
  args: {
    value: SAMPLE_CHAPTER,
    label: 'Chapter text',
    hint: 'Between 500 and 3,000 words; no Chinese characters, special characters or emoji',
    labels: TOOLBAR_LABELS,
    lang: 'en',
    required: true,
    disabled: false,
    minHeight: '16rem',
    onChange: fn(),
  },
  argTypes: {
    value: { control: false },
    labels: { control: false },
    validationMessage: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A chapter with every part of the schema; the toolbar follows the selection. */
export const Default: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const l = (english: string) => inLocale(globals, english);
    const box = await canvas.findByRole('textbox', { name: l('Chapter text') });
    const toolbar = canvas.getByRole('toolbar', { name: l('Formatting') });
    const italic = within(toolbar).getByRole('button', { name: l('Italic') });
    // The caret inside the italic word (as a click would put it): the toolbar says italic is on.
    caretIn(within(box).getByText('nobody'));
    await waitFor(() => expect(italic).toHaveAttribute('aria-pressed', 'true'));
    await expect(within(toolbar).getByRole('button', { name: l('Bold') })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('x');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
  },
};

/**
 * The toolbar: one tab stop, arrow keys move along it, each toggle says whether it is on. Here the
 * selection is bold and underlined.
 */
export const Toolbar: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const l = (english: string) => inLocale(globals, english);
    const box = await canvas.findByRole('textbox', { name: l('Chapter text') });
    caretIn(within(box).getByText('Eleven.'));
    const toolbar = canvas.getByRole('toolbar', { name: l('Formatting') });
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: l('Bold') })).toHaveAttribute('aria-pressed', 'true'));
    // Roving focus: Tab enters at one button, arrows move between them.
    const first = within(toolbar).getByRole('button', { name: l('Italic') });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: l('Bold') })).toHaveFocus();
  },
};

/** Find and replace open over the text: every match marked, the current one outlined, the count beside. */
export const FindAndReplace: Story = {
  render: (args) => <WithFindBar {...args} search="the" />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('search', { name: inLocale(globals, 'Find and replace') });
    await waitFor(() => expect(within(search).getByRole('status')).not.toBeEmptyDOMElement());
    await waitFor(() => expect(canvasElement.querySelectorAll('.wc-search-match').length).toBeGreaterThan(3));
  },
};

/** Characters the site does not allow, marked where they are (the rules come from the portal). */
export const Problems: Story = {
  args: {
    value: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'The lamp burned ★ blue, and the sea said 你好 back.' }] }] },
    problems: [
      { block: 0, offset: 16, length: 1, message: 'Not allowed in chapter text: ★' },
      { block: 0, offset: 41, length: 2, message: 'Not allowed in chapter text: 你好' },
    ],
    validationMessage: 'Please check the chapter title and content',
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.wc-text-problem')).toHaveLength(2));
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { minHeight: '8rem', value: { type: 'doc', content: SAMPLE_CHAPTER.content!.slice(0, 2) } },
  render: (args) => (
    <BrandGrid columns={2}>
      <RichTextEditor {...args} />
    </BrandGrid>
  ),
};
