import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignaturePad, type SignaturePadHandle, type SignaturePadProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { drawSignature, formColumn, signatureDataUrl, useArgState } from './formsFixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** The pad as the signing form holds it; the ref's export is checked by the play functions. */
function StorySignaturePad(props: SignaturePadProps & { padRef?: React.Ref<SignaturePadHandle> }) {
  const { padRef, ...rest } = props;
  const [value, setValue] = useArgState(props.value, props.onChange);
  return <SignaturePad {...rest} ref={padRef} value={value} onChange={setValue} />;
}

/** A pad whose ref the play function can reach, as the portal would to export the PNG. */
const handles: { current: SignaturePadHandle | null } = { current: null };

const PNG = /^data:image\/png;base64,/;

const meta = {
  title: 'Forms/SignaturePad',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-signaturepad',
  component: SignaturePad,
  args: {
    name: 'signature',
    label: 'Signature',
    hint: 'Draw with a mouse, finger or pen, or type your name.',
    value: null,
    labels: {
      draw: 'Draw',
      type: 'Type your name',
      modes: 'How to sign',
      clear: 'Clear',
      canvas: 'Signature area',
      typedName: 'Your full name',
    },
    defaultMode: 'draw',
    height: 160,
    required: false,
    disabled: false,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    defaultMode: { control: 'inline-radio', options: ['draw', 'type'] },
    value: { control: false },
    validationMessage: { control: 'text' },
  },
  render: (args) => <StorySignaturePad {...args} padRef={handles} />,
  decorators: [formColumn],
} satisfies Meta<typeof SignaturePad>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const l = (english: string) => inLocale(globals, english);
    const pad = canvas.getByRole('img', { name: l('Signature area') });
    const clear = canvas.getByRole('button', { name: l('Clear') });
    await expect(clear).toBeDisabled();
    await expect(handles.current?.toDataURL()).toBeNull();

    // Draw with pointer events (a pen): each stroke hands over the PNG.
    drawSignature(pad);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(PNG));
    await expect(handles.current?.isEmpty()).toBe(false);
    await expect(handles.current?.toDataURL()).toMatch(PNG);
    await waitFor(() => expect(clear).toBeEnabled());

    // Clear empties it.
    await userEvent.click(clear);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(handles.current?.isEmpty()).toBe(true);

    // Keyboard alternative: choose "type your name" with the arrow keys, then the name is written into the pad.
    const modes = canvas.getByRole('radiogroup', { name: l('How to sign') });
    within(modes).getByRole('radio', { name: l('Draw') }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(modes).getByRole('radio', { name: l('Type your name') })).toBeChecked();
    await userEvent.tab();
    const name = canvas.getByRole('textbox', { name: l('Your full name') });
    await expect(name).toHaveFocus();
    await userEvent.keyboard('Mara Quill');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(PNG)));
    await expect(handles.current?.toDataURL()).toMatch(PNG);
  },
};

/** Signed already (the value is a PNG from an earlier visit). */
export const Filled: Story = {
  loaders: [async () => ({ signature: signatureDataUrl() })],
  render: (args, { loaded }) => <StorySignaturePad {...args} value={loaded.signature as string} padRef={handles} />,
  play: async ({ canvasElement, globals }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: inLocale(globals, 'Clear') })).toBeEnabled());
  },
};

/** Opens on typing, for authors who sign with the keyboard. */
export const Typed: Story = {
  args: { defaultMode: 'type' },
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: inLocale(globals, 'Your full name') });
    await userEvent.type(input, 'Mara Quill');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(PNG)));
  },
};

export const Required: Story = {
  args: { required: true },
};

export const WithError: Story = {
  args: { required: true, validationMessage: 'Please sign the contract' },
  play: async ({ canvasElement, args, globals }) => {
    const group = within(canvasElement).getByRole('group', { name: new RegExp(inLocale(globals, 'Signature')) });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(expect.stringContaining(inLocale(globals, args.validationMessage!)));
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    drawSignature(canvas.getByRole('img'));
    await expect(args.onChange).not.toHaveBeenCalled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  loaders: [async () => ({ signature: signatureDataUrl(300) })],
  render: (args, { loaded }) => (
    <BrandGrid columns={3}>
      <StorySignaturePad {...args} value={loaded.signature as string} />
    </BrandGrid>
  ),
};
