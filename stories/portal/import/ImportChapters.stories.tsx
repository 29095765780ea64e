import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ImportParagraphs, ImportPreview } from '../../../src/domain/api/import';
import { answer, failure } from '../handlers';
import { answering, fails, failingOn, loadingOn, screenMeta, showsHeading, text } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';
import { http } from 'msw';

export default { title: 'Screens/Import chapters', ...screenMeta('/mywork/import?book=3') };
type Story = StoryObj<ScreenArgs>;

/** What the server read from a manuscript: three chapters under the site's 500 words, one far over 3,000. */
const preview: ImportPreview = {
  import_id: '3f1c0e5a9b7d4c2e8f6a1b0c9d8e7f6a',
  format: 'docx',
  section_id: 1,
  words_per_chapter: { min: 500, max: 3000 },
  expires_at: '2026-11-24T09:30:00.000Z',
  chapters: [
    { title: 'Chapter 1: The Harbour', titled: true, words: 2140, paragraphs: 38, flags: [] },
    { title: 'Chapter 2: Salt', titled: true, words: 320, paragraphs: 6, flags: [{ kind: 'too_short', suggestion: { action: 'merge_next' } }] },
    { title: 'Chapter 3: The Lighthouse', titled: true, words: 6120, paragraphs: 96, flags: [{ kind: 'too_long', suggestion: { action: 'split', split_at: 47 } }] },
    { title: 'Chapter 4: Morning', titled: true, words: 1875, paragraphs: 31, flags: [] },
  ],
};
const paragraphs: ImportParagraphs = {
  list: Array.from({ length: 6 }, (_, i) => ({ text: ['The harbour bell rang twice before dawn.', 'Wren pulled her coat tighter.', '***', 'Morning came grey and quiet over the water.', 'Ade was already at the quay.', 'Nobody answered him.'][i], words: [7, 5, 0, 8, 6, 3][i] })),
};
const handlers = [answer('/v1/import.preview', preview), answer('/v1/import.paragraphs', paragraphs), answer('/v1/import.confirm', { original_book_id: 3, created: false, chapters: [] })];

/** Chooses a file and sends it, as an author does. */
const sendFile = async (canvasElement: HTMLElement, locale: string) => {
  const screen = within(canvasElement);
  await screen.findByRole('button', { name: text('import.upload.choose', locale) }, { timeout: 15_000 });
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File(['manuscript'], 'saltmere.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
  await userEvent.click(screen.getByRole('button', { name: text('import.upload.choose', locale) }));
};

/** Where to import, how chapters are found, the file. */
export const Upload: Story = { ...answering(...handlers), play: showsHeading('route.importChapters') };
export const Loading: Story = loadingOn(/writeCenter\.bookList$/);
export const LoadFailed: Story = failingOn(/writeCenter\.bookList$/);

/** The chapters found, with a short one to merge and a long one to split. */
export const Preview: Story = {
  ...answering(...handlers),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    await sendFile(canvasElement, locale);
    const main = within(await within(canvasElement).findByRole('main'));
    await waitFor(() => expect(main.getAllByRole('listitem')).toHaveLength(4), { timeout: 10_000 });
    await expect(main.getByDisplayValue('Chapter 3: The Lighthouse')).toBeVisible();
  },
};

/** Merging the short chapter with the next, as its flag suggests, leaves three (not photographed). */
export const MergeAsSuggested: Story = {
  ...answering(...handlers),
  parameters: { ...answering(...handlers).parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    await sendFile(canvasElement, locale);
    const main = within(await within(canvasElement).findByRole('main'));
    await waitFor(() => expect(main.getAllByRole('listitem')).toHaveLength(4), { timeout: 10_000 });
    await userEvent.click(main.getAllByRole('button', { name: text('import.preview.apply', locale) })[0]);
    await waitFor(() => expect(main.getAllByRole('listitem')).toHaveLength(3));
  },
};

/** A file the server refuses: its reason next to the file. */
export const RefusedFile: Story = {
  ...answering(
    http.all(/\/v1\/import\.preview$/, () => failure(4001, 'This document is password-protected or encrypted: save a copy without a password and import that')),
    ...handlers.slice(1),
  ),
  play: async ({ canvasElement, globals }) => {
    await sendFile(canvasElement, String(globals.locale ?? 'en'));
    await within(canvasElement).findByText(/password-protected/, undefined, { timeout: 10_000 });
  },
};

/** The preview expired before the confirmation. */
export const ConfirmFailed: Story = {
  ...answering(fails(/\/v1\/import\.confirm$/, 4004, 'This import has expired or does not exist: upload the file again'), ...handlers),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    await sendFile(canvasElement, locale);
    const screen = within(canvasElement);
    const add = await screen.findByRole('button', { name: /4/ }, { timeout: 10_000 });
    await userEvent.click(add);
    await screen.findByText(/expired/, undefined, { timeout: 10_000 });
  },
};
