import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextArea, type TextAreaProps } from '@writers-center/design-system';
import { countWords } from '../../src/domain/words';
import { AUTHOR_INTRO_WORDS } from '../../src/domain/limits';
import { BrandGrid } from '../support/BrandGrid';
import { escapeRegExp, inLocale } from './fixtures';
import { formColumn, useArgState, useCountLabel } from './formsFixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** The portal passes the domain's counter for the book's language; here the default rule. */
const countDefault = (text: string) => countWords(text);

/** The field as a form holds it: its value in state, the count's words from the catalog. */
function StoryTextArea(props: TextAreaProps) {
  const [value, setValue] = useArgState(props.value, props.onChange);
  const countLabel = useCountLabel();
  return <TextArea {...props} value={value} onChange={setValue} countWords={props.countWords ?? countDefault} countLabel={props.countLabel ?? countLabel} />;
}

/** A field that keeps its own text: nothing holds the value, only the count's words come from the catalog. */
function OwnedTextArea(props: TextAreaProps) {
  const countLabel = useCountLabel();
  return <TextArea {...props} countWords={countDefault} countLabel={countLabel} />;
}

const SAMPLE =
  'I write slow-burn romance set in small harbour towns, where old families keep their secrets and the sea keeps the rest. My first novel grew out of letters my grandmother never sent.';

const meta = {
  title: 'Forms/TextArea',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-textarea',
  component: TextArea,
  args: {
    name: 'intro',
    label: 'Author intro',
    hint: 'Tell readers who you are and what you write. Your editor reviews it before it is shown.',
    value: '',
    minWords: AUTHOR_INTRO_WORDS.min,
    maxWords: AUTHOR_INTRO_WORDS.max,
    rows: 5,
    resize: 'vertical',
    required: false,
    disabled: false,
    announceInterval: 500,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    resize: { control: 'inline-radio', options: ['none', 'vertical', 'horizontal', 'both'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    validationMessage: { control: 'text' },
    countWords: { control: false },
    countLabel: { control: false },
  },
  render: (args) => <StoryTextArea {...args} />,
  decorators: [formColumn],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: inLocale(globals, 'Author intro') });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.paste(SAMPLE);
    await expect(args.onChange).toHaveBeenLastCalledWith(SAMPLE);
    const count = countWords(SAMPLE);
    // The count is in the field's description (counted once the browser is idle)…
    await waitFor(() => expect(textarea).toHaveAccessibleDescription(new RegExp(`\\b${count}\\b`)));
    await expect(textarea).not.toHaveAttribute('aria-invalid', 'true');
    // …and announced politely once typing settles (throttled).
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(live).toHaveTextContent(new RegExp(`\\b${count}\\b`)));
    // More words keep the count current.
    await userEvent.keyboard(' Readers call it cosy.');
    await waitFor(() => expect(live).toHaveTextContent(new RegExp(`\\b${count + 4}\\b`)));
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledWith(expect.objectContaining({ target: { name: 'intro' } }));
  },
};

export const Filled: Story = {
  args: { value: SAMPLE },
};

/** Fewer words than the minimum: shown, not yet an error. */
export const UnderLimit: Story = {
  args: { value: 'I write slow-burn romance by the sea.' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox');
    await expect(textarea).not.toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(/\b7\b.*\b20\b/);
  },
};

/** More words than the maximum: an error at once (aria-invalid), with how many too many. */
export const OverLimit: Story = {
  args: { value: Array.from({ length: 13 }, () => SAMPLE).join('\n\n') },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox');
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    const count = 13 * countWords(SAMPLE);
    await expect(textarea).toHaveAccessibleDescription(new RegExp(`\\b${count}\\b.*\\b${count - AUTHOR_INTRO_WORDS.max}\\b`));
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, value: 'Hello!', validationMessage: 'The author intro needs 20 to 400 words' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox');
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(inLocale(globals, args.validationMessage!));
  },
};

export const Disabled: Story = {
  args: { value: SAMPLE, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

const CHAPTER = Array.from({ length: 40 }, () => SAMPLE).join('\n\n');

/**
 * A chapter-length text the field keeps itself (`ownsText`): a keystroke
 * renders nothing, every change still reaches `onChange`, and the count
 * follows when the browser is idle.
 */
export const OwnsLongText: Story = {
  args: { name: 'content', label: 'Chapter text', value: CHAPTER, ownsText: true, rows: 12, minWords: 500, maxWords: 3000, hint: undefined },
  render: (args) => <OwnedTextArea {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: inLocale(globals, 'Chapter text') });
    const count = countWords(CHAPTER);
    /** the count as the description shows it, with the toolbar language's digit grouping */
    const shown = (n: number) => new RegExp(escapeRegExp(new Intl.NumberFormat((globals.locale as string | undefined) ?? 'en').format(n)));
    await expect(textarea).toHaveAccessibleDescription(shown(count));
    await userEvent.click(textarea);
    await userEvent.keyboard('{Control>}{End}{/Control} The end.');
    await expect(args.onChange).toHaveBeenLastCalledWith(`${CHAPTER} The end.`);
    await expect(textarea).toHaveValue(`${CHAPTER} The end.`);
    await waitFor(() => expect(textarea).toHaveAccessibleDescription(shown(count + 2)));
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { value: 'I write slow-burn romance by the sea.', validationMessage: 'The author intro needs 20 to 400 words', rows: 3 },
  render: (args) => (
    <BrandGrid columns={3}>
      <StoryTextArea {...args} />
    </BrandGrid>
  ),
};
