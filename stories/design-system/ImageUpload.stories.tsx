import * as React from 'react';
import { useIntl } from 'react-intl';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageUpload, type ImageUploadMessages, type ImageUploadProps } from '@writers-center/design-system';
import { DEFAULT_POLICY } from '../../src/domain/limits';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { AVATAR_URL, COVER_URL, fakePngFile, formColumn, largePngFile, pngFile, useArgState, useT } from './formsFixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** Every text of the upload from the catalog, sizes in the toolbar's locale. */
function useMessages(): ImageUploadMessages {
  const t = useT();
  return {
    choose: t('image.choose'),
    change: t('image.change'),
    remove: t('image.remove'),
    tooLarge: (size, max) => t('image.tooLarge', { size, max }),
    wrongType: t('image.wrongType'),
    failed: t('image.failed'),
    succeeded: t('image.succeeded'),
    uploading: t('image.uploading'),
    dropHere: t('image.dropHere'),
  };
}

function StoryImageUpload(props: ImageUploadProps) {
  const intl = useIntl();
  const [value, setValue] = useArgState(props.value, props.onChange);
  return <ImageUpload {...props} value={value} onChange={setValue} messages={useMessages()} locale={intl.locale} />;
}

/** The file input is hidden behind its button; play functions hand it files as the file dialog would. */
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

const meta = {
  title: 'Forms/ImageUpload',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-imageupload',
  component: ImageUpload,
  args: {
    name: 'cover',
    label: 'Cover',
    hint: 'JPEG, PNG or WebP, at most 100 KB, portrait 3:4',
    previewAlt: 'Cover of The Moonlit Heir',
    value: null,
    accept: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: DEFAULT_POLICY.imageMaxBytes,
    shape: 'cover',
    status: 'idle',
    required: false,
    disabled: false,
    onChange: fn(),
    onSelect: fn(),
    onReject: fn(),
    onBlur: fn(),
    messages: {} as ImageUploadMessages,
  },
  argTypes: {
    shape: { control: 'inline-radio', options: ['square', 'circle', 'cover'] },
    status: { control: 'inline-radio', options: ['idle', 'uploading', 'success', 'error'] },
    progress: { control: { type: 'range', min: 0, max: 1, step: 0.05 } },
    currentUrl: { control: 'inline-radio', options: [undefined, COVER_URL, AVATAR_URL] },
    value: { control: false },
    messages: { control: false, description: 'The stories take every message from the catalog.' },
    validationMessage: { control: 'text' },
    formatBytes: { control: false },
  },
  render: (args) => <StoryImageUpload {...args} />,
  decorators: [formColumn],
} satisfies Meta<typeof ImageUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    // Keyboard: the button that opens the file dialog is named with the field's label.
    await userEvent.tab();
    const choose = canvas.getByRole('button', { name: new RegExp(`${inLocale(globals, 'Choose image')}.*${inLocale(globals, 'Cover')}`) });
    await expect(choose).toHaveFocus();

    // A text file named .png is refused by its first bytes.
    await userEvent.upload(input, fakePngFile('cover.png'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(inLocale(globals, 'Image formats only: choose a JPEG, PNG or WebP file.'));
    await expect(choose).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onReject).toHaveBeenLastCalledWith('wrongType', expect.any(File));

    // A real PNG over 100 KB is refused with both sizes.
    await userEvent.upload(input, largePngFile('cover-large.png', 180 * 1024));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/180.*100/));
    await expect(args.onReject).toHaveBeenLastCalledWith('tooLarge', expect.any(File));
    await expect(args.onSelect).not.toHaveBeenCalled();

    // A small real PNG is taken: previewed, handed over, the error gone.
    const png = await pngFile('cover.png');
    await userEvent.upload(input, png);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(png));
    await expect(args.onChange).toHaveBeenLastCalledWith(png);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(await canvas.findByRole('img', { name: inLocale(globals, 'Cover of The Moonlit Heir') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: new RegExp(inLocale(globals, 'Change image')) })).toBeVisible();

    // Remove takes it away again.
    await userEvent.click(canvas.getByRole('button', { name: inLocale(globals, 'Remove') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Dropping an image on the field works like choosing it. */
export const DragAndDrop: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = fileInput(canvasElement).parentElement!;
    const png = await pngFile('dropped.png');
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(png);
    // Real drag events (fireEvent copies the DataTransfer and loses its files in Chromium).
    for (const type of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(png));
    await expect(await within(canvasElement).findByRole('img')).toBeVisible();
  },
};

/** The cover on file: previewed, with a way to remove it. */
export const Filled: Story = {
  args: { currentUrl: COVER_URL, onRemove: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: inLocale(globals, 'Cover of The Moonlit Heir') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: inLocale(globals, 'Remove') }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const Uploading: Story = {
  args: { currentUrl: COVER_URL, status: 'uploading', progress: 0.6 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // Named and valued at once, then Fluent's bar as its code comes in.
    await expect(canvas.getByRole('progressbar', { name: inLocale(globals, 'Uploading image') })).toHaveAttribute('aria-valuenow', '0.6');
    await waitFor(() => expect(canvasElement.querySelector('.fui-ProgressBar')).not.toBeNull());
    await expect(canvas.getByRole('progressbar', { name: inLocale(globals, 'Uploading image') })).toHaveAttribute('aria-valuenow', '0.6');
    await expect(canvas.getByRole('button', { name: new RegExp(inLocale(globals, 'Change image')) })).toBeDisabled();
  },
};

export const Succeeded: Story = {
  args: { currentUrl: COVER_URL, status: 'success' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(inLocale(globals, 'Uploaded successfully'));
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(inLocale(globals, 'Image upload failed'));
  },
};

export const Required: Story = {
  args: { required: true },
};

export const WithError: Story = {
  args: { required: true, validationMessage: 'Please add a cover' },
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: new RegExp(inLocale(globals, 'Choose image')) });
    await expect(button).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAccessibleDescription(expect.stringContaining(inLocale(globals, args.validationMessage!)));
  },
};

export const Disabled: Story = {
  args: { currentUrl: COVER_URL, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** The avatar: round, 50 KB at most. */
export const Avatar: Story = {
  args: {
    name: 'avatar',
    label: 'Avatar',
    hint: 'JPEG, PNG or WebP, at most 50 KB',
    previewAlt: 'Your avatar',
    shape: 'circle',
    maxBytes: DEFAULT_POLICY.smallImageMaxBytes,
    currentUrl: AVATAR_URL,
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), largePngFile('avatar.png', 60 * 1024));
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/60.*50/));
    await expect(args.onReject).toHaveBeenCalledWith('tooLarge', expect.any(File));
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { currentUrl: COVER_URL, status: 'success' },
  render: (args) => (
    <BrandGrid columns={3}>
      <StoryImageUpload {...args} />
    </BrandGrid>
  ),
};
