import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChapterPage } from '../../../src/domain/api/chapters';
import type { NovelDetail, NovelSummary } from '../../../src/domain/api/novels';
import { answer, recordedData } from '../handlers';
import { answering, failingOn, loadingOn, screenMeta, showsHeading, text } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Manage novel', ...screenMeta('/mywork/manageworks/3') };
type Story = StoryObj<ScreenArgs>;

/** A novel of twelve chapters: released, scheduled, drafts, the first paid one. */
export const Full: Story = {};
/** A novel of 1,203 chapters: the list loads in windows of 100 as it scrolls, searched on the server. */
export const LongNovel: Story = { args: { path: '/mywork/manageworks/1' } };
export const Loading: Story = loadingOn(/writeCenter\.chapterList$/);
export const LoadFailed: Story = failingOn(/writeCenter\.bookInfo$/);

/** The demo's novel without chapters (a draft waiting for review), as the list of novels recorded it. */
const draft = recordedData<{ list: NovelSummary[] }>('/v1/writeCenter.bookList', { page: '1', page_size: '100' }).list.find((n) => n.chapter_count === 0)!;
/** Its facts as bookInfo answers them: the form's fields as another novel's, nothing read or earned yet. */
const draftDetail: NovelDetail = {
  ...recordedData<NovelDetail>('/v1/writeCenter.bookInfo', { original_book_id: '3' }),
  ...draft,
  version: 1,
  total_income_minor: '0',
  total_pv: 0,
  followers: 0,
};
const noChapters: ChapterPage = { list: [], total: 0, page: 1, page_size: 100, next_after: null };

/** A novel without chapters yet: the way to write the first. */
export const Empty: Story = {
  args: { path: `/mywork/manageworks/${draft.original_book_id}` },
  ...answering(answer('/v1/writeCenter.bookInfo', draftDetail), answer('/v1/writeCenter.chapterList', noChapters)),
  play: showsHeading('novel.manage.noChapters', 3),
};

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
