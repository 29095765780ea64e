import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChapterComparison } from '../../../src/domain/api/chapters';
import type { ChapterDoc } from '../../../src/domain/chapter-doc';
import { answer, recordedData, recording, screenHandlers } from '../handlers';
import { failingOn, loadingOn, screenMeta, text } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';
import { expectNoAxeViolations } from '../../design-system/pages-fixtures';
import { onePictureModes } from '../../../.storybook/modes';

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
  chromatic: { modes: onePictureModes },
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
  chromatic: { modes: onePictureModes },
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

/** The chapter's first paragraph and one after it, as two saved versions have them. */
const opening = chapter.content.split('\n')[0];
const following = 'Wren closed the ledger and listened to the stacks breathe.';
const paragraphs = (...texts: { text: string; italic?: boolean; center?: boolean }[]): ChapterDoc => ({
  type: 'doc',
  content: texts.map(({ text, italic, center }) => ({
    type: 'paragraph',
    ...(center ? { attrs: { textAlign: 'center' as const } } : {}),
    content: [{ type: 'text', text, ...(italic ? { marks: [{ type: 'italic' as const }] } : {}) }],
  })),
});
/** Two saved versions (the chapter's stored one the newer). */
const [OLDER, NEWER] = [2, 3];
const savedAt = (minutesAgo: number) => new Date(Date.parse(recording.recordedAt) - minutesAgo * 60_000).toISOString();
const historyEntries = [
  { version: NEWER, title: chapter.title, words: 620, kind: 'draft', saved_at: savedAt(30) },
  { version: OLDER, title: chapter.title, words: 612, kind: 'autosave', saved_at: savedAt(90) },
];
/** The older version to the newer: a sentence added to the opening, the next paragraph made italic and centred. */
const comparison: ChapterComparison = {
  from: { version: OLDER, title: chapter.title, words: 612, content: `${opening}\n${following}`, content_doc: paragraphs({ text: opening }, { text: following }) },
  to: {
    version: NEWER,
    title: chapter.title,
    words: 620,
    content: `${opening} The lamps were steady again.\n${following}`,
    content_doc: paragraphs({ text: `${opening} The lamps were steady again.` }, { text: following, italic: true, center: true }),
  },
  parts: [
    { kind: 'same', text: opening },
    { kind: 'added', text: ' The lamps were steady again.' },
    { kind: 'same', text: '\n' },
    { kind: 'formatted', text: `${following}\n`, before: [], after: ['italic', 'center'] },
  ],
  added: 5,
  removed: 0,
  formatted: 1,
};

/**
 * The version history comparing two saved versions: a sentence added, and a paragraph whose formatting
 * alone changed, said in words ("italic added and now centred"), with the server's figures above.
 */
export const HistoryCompare: Story = {
  parameters: {
    ...playedOnce,
    // The open drawer hides the page behind it (aria-hidden), which the runner's axe pass would report with
    // Fluent's focus-trap sentinels (microsoft/tabster#288): the play function checks the drawer itself.
    a11y: { disable: true },
    msw: {
      handlers: screenHandlers(
        answer('/v1/writeCenter.chapterInfo', { ...recordedData<object>('/v1/writeCenter.chapterInfo', { original_chapter_id: '3' }), version: NEWER }),
        answer('/v1/writeCenter.chapterVersions', { list: historyEntries }),
        answer('/v1/writeCenter.chapterVersion', { ...historyEntries[1], content: comparison.from.content, content_doc: comparison.from.content_doc }),
        answer('/v1/writeCenter.chapterCompare', comparison),
      ),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    // The drawer's contents count as hidden while it slides in: found regardless, then waited to be seen.
    // So does the page after an earlier story's dialog in the same browser page (its focus manager may leave
    // the root aria-hidden for a moment), hence the history button too.
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { hidden: true, name: text('chapter.editor.history', locale) }, { timeout: 15_000 }));
    const list = await body.findByRole('list', { hidden: true, name: text('chapter.history.title', locale) }, { timeout: 10_000 });
    const older = await within(list).findByRole('button', { hidden: true, name: new RegExp(`^${text('chapter.history.version', locale).replace('{version}', String(OLDER))}`) });
    await userEvent.click(older);
    await userEvent.selectOptions(await body.findByRole('combobox', { hidden: true, name: text('chapter.history.compareWith', locale) }), String(NEWER));
    const diff = await body.findByRole('region', {
      hidden: true,
      name: text('chapter.history.compareBetween', locale)
        .replace('{from}', text('chapter.history.version', locale).replace('{version}', String(OLDER)))
        .replace('{to}', text('chapter.history.version', locale).replace('{version}', String(NEWER))),
    });
    await waitFor(() => expect(diff).toHaveTextContent(text('chapter.history.formattingChanged', locale).split('{')[0]));
    await waitFor(() => expect(diff.querySelector('mark')).toBeVisible());
    await expectNoAxeViolations(await body.findByRole('dialog', { hidden: true }));
  },
};
