import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { recordedData, recording, screenHandlers } from '../handlers';
import { failingOn, loadingOn, screenMeta, text } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Chapter editor', ...screenMeta('/mywork/addchapter/3') };
type Story = StoryObj<ScreenArgs>;

/** A chapter with its text, word count, save state and release settings. */
export const Full: Story = {};
/** A new chapter of a novel (the 13th), empty. */
export const NewChapter: Story = { args: { path: '/mywork/addchapter/3/13' } };
export const Loading: Story = loadingOn(/writeCenter\.chapterInfo$/);
export const LoadFailed: Story = failingOn(/writeCenter\.chapterInfo$/);

const chapter = recordedData<{ version: number; title: string; content: string }>('/v1/writeCenter.chapterInfo', { original_chapter_id: '3' });

/** Only the English light picture: the state comes from the play function, which a remount in another variant would not replay. */
const playedOnce = {
  screenshotVariants: false,
  chromatic: { modes: { light: { site: 'default', locale: 'en', colorMode: 'light', viewport: 1024 } } },
} as const;

/** Find and replace open over the chapter (Ctrl+F in the text), its matches marked. */
export const FindAndReplace: Story = {
  parameters: playedOnce,
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: text('chapter.editor.content', locale) }, { timeout: 15_000 });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}f{/Control}');
    const search = await canvas.findByRole('search', { name: text('chapter.desk.findReplace', locale) });
    await userEvent.type(within(search).getByRole('textbox', { name: text('chapter.desk.find', locale) }), 'the');
    await waitFor(() => expect(canvasElement.querySelectorAll('.wc-search-match').length).toBeGreaterThan(0));
  },
};

/** Focus mode: the chapter alone, the portal's menu and header out of sight. */
export const FocusMode: Story = {
  parameters: playedOnce,
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: text('chapter.editor.content', locale) }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: text('chapter.desk.focus', locale) }));
    await expect(await canvas.findByRole('button', { name: text('chapter.desk.leaveFocus', locale) })).toBeVisible();
  },
};

/**
 * Another device saved first: the save answers 4009 with the stored text, and the author sees both
 * texts with their differences, nothing overwritten. Reached by typing and Ctrl+S; photographed in
 * English light only (a remount for another language or mode would start before the typing).
 */
export const Conflict: Story = {
  parameters: {
    screenshotVariants: false,
    chromatic: { modes: { light: { site: 'default', locale: 'en', colorMode: 'light', viewport: 1024 } } },
    msw: {
      handlers: screenHandlers(
        http.post(/\/v1\/writeCenter\.chapterSave$/, () =>
          HttpResponse.json(
            {
              code: 4009,
              desc: 'This chapter was saved somewhere else.',
              data: { version: chapter.version + 1, title: chapter.title, content: `${chapter.content}\n\nA paragraph written on the other device, before this one saved.`, saved_at: new Date(Date.parse(recording.recordedAt) - 60_000).toISOString() },
            },
            { status: 409 },
          ),
        ),
      ),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const body = within(canvasElement.ownerDocument.body);
    const editor = await within(canvasElement).findByRole('textbox', { name: text('chapter.editor.content', locale) }, { timeout: 15_000 });
    // Typed at the end of the text (the browser's own insertion: simulated keys do not edit a contenteditable).
    editor.focus();
    const end = document.createRange();
    end.selectNodeContents(editor);
    end.collapse(false);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(end);
    document.execCommand('insertText', false, ' One more line typed here.');
    await userEvent.keyboard('{Control>}s{/Control}');
    // The dialog fades in: visible once its opening animation has run.
    const dialog = await body.findByRole('alertdialog', { name: text('chapter.conflict.title', locale) }, { timeout: 10_000 });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
