import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answer, recordedData } from '../handlers';
import { answering, failingOn, loadingOn, screenMeta, showsHeading } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/My Works', ...screenMeta('/mywork') };
type Story = StoryObj<ScreenArgs>;

/** Four novels in every state: updating with 1,203 chapters, finished, updated, a draft in review. */
export const Full: Story = { play: showsHeading('route.mywork') };
export const Loading: Story = loadingOn(/writeCenter\.bookList$/);
export const LoadFailed: Story = failingOn(/writeCenter\.bookList$/);
/** No novel yet: the way to the first one. */
export const Empty: Story = answering(answer('/v1/writeCenter.bookList', { list: [], total: 0, page: 1, page_size: 10 }));

/** Opening a novel from the list leads to its manage page (not photographed). */
export const OpenNovel: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const novel = recordedData<{ list: { title: string; original_book_id: number }[] }>('/v1/writeCenter.bookList', { page: '1', page_size: '10' }).list.find((n) => n.original_book_id === 3)!;
    await userEvent.click(await screen.findByRole('link', { name: novel.title }, { timeout: 15_000 }));
    await expect(await screen.findByRole('heading', { level: 1, name: novel.title }, { timeout: 10_000 })).toBeVisible();
  },
};
