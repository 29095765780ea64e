import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingOn, loadingOn, screenMeta, text } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Manage novel', ...screenMeta('/mywork/manageworks/3') };
type Story = StoryObj<ScreenArgs>;

/** A novel of twelve chapters: released, scheduled, drafts, the first paid one. */
export const Full: Story = {};
/** A novel of 1,203 chapters: the list loads in windows of 100 as it scrolls, searched on the server. */
export const LongNovel: Story = { args: { path: '/mywork/manageworks/1' } };
export const Loading: Story = loadingOn(/writeCenter\.chapterList$/);
export const LoadFailed: Story = failingOn(/writeCenter\.bookInfo$/);

/** Filtering the chapters by title or number narrows the table (not photographed). */
export const FilterChapters: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const screen = within(canvasElement);
    const box = await screen.findByRole('searchbox', { name: text('novel.manage.filterText', locale) }, { timeout: 15_000 });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(5), { timeout: 10_000 });
    const before = screen.getAllByRole('row').length;
    await userEvent.type(box, 'zzzz-no-such-chapter');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeLessThan(before));
  },
};
