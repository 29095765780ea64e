import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenHandlers } from '../handlers';
import { screenMeta, text } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';
import { onePictureModes } from '../../../.storybook/modes';

// The chapter editor with its reader preview open. A file of its own: the test runner keeps one
// page per file, and a modal dialog left open hides the next story's root from assistive technology.
// (A line comment: a doc comment here would replace screenMeta's parameters, see screen-stories.test.ts.)
export default { title: 'Screens/Chapter editor, reader preview', ...screenMeta('/mywork/addchapter/3') };
type Story = StoryObj<ScreenArgs>;

/** The reader preview of the chapter, with the notes around it. */
export const ReaderPreview: Story = {
  parameters: {
    msw: { handlers: screenHandlers() },
    screenshotVariants: false,
  chromatic: { modes: onePictureModes },
  },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('textbox', { name: text('chapter.editor.content', locale) }, { timeout: 40_000 });
    await userEvent.click(canvas.getByRole('button', { name: text('chapter.desk.preview', locale) }));
    const dialog = await body.findByRole('dialog', { name: text('chapter.desk.preview', locale) }, { timeout: 10_000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('article')).toBeVisible();
  },
};
