import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, recordedData } from '../handlers';
import { answering, failingOn, loadingOn, screenMeta, showsHeading, text } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

// The inbox is an endless feed in the frame's main column: photographed at the window's height.
export default { title: 'Screens/Comments', ...screenMeta('/commentManage', { parameters: { wholePage: false } }) };
type Story = StoryObj<ScreenArgs>;

const list = recordedData<{ counts: unknown; wait_seconds: number }>('/v1/comment.list', { view: 'live', reply: 'unreplied' });

/** Comments waiting for a reply, with their novel, chapter or paragraph. */
export const Full: Story = { play: showsHeading('route.comments') };
export const Loading: Story = loadingOn(/comment\.list$/);
export const LoadFailed: Story = failingOn(/comment\.list$/);
/** Every comment has its reply. */
export const AllReplied: Story = answering(answer('/v1/comment.list', { ...list, list: [], next_cursor: null }));

/** The keyboard: ? lists the shortcuts (not photographed). */
export const KeyboardShortcuts: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const body = within(canvasElement.ownerDocument.body);
    await within(canvasElement).findAllByRole('article', {}, { timeout: 15_000 });
    await userEvent.keyboard('?');
    const dialog = await body.findByRole('dialog', { name: text('comments.shortcuts', locale) });
    await waitFor(() => expect(dialog).toBeVisible());
    // Closed again: a modal left open keeps the page hidden from assistive technology for the next story.
    await userEvent.click(within(dialog).getByRole('button', { name: text('comments.close', locale) }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
