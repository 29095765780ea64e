import type { StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StatsOverview } from '../../../src/domain/api/stats';
import { answer, recordedData, success } from '../handlers';
import { answering, failingOn, loadingOn, screenMeta, showsHeading, text } from '../support/meta';
import { answeringUnphotographed } from '../support/messages';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Novel data', ...screenMeta('/dataCenter') };
type Story = StoryObj<ScreenArgs>;

/** Thirty days of all novels: figures against the previous period, the charts with their events. */
export const Overview: Story = { play: showsHeading('route.data') };
export const Loading: Story = loadingOn(/stats\.overview$/);
/** The figures could not be loaded: the error, with a retry. */
export const LoadFailed: Story = {
  ...failingOn(/stats\.overview$/),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 2, name: text('data.loadFailed', locale) }, { timeout: 15_000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: text('common.retry', locale) })).toBeEnabled();
  },
};

/** The periods the story's overview was asked for. */
const rangesAsked: string[] = [];
const thirtyDays = recordedData<StatsOverview>('/v1/stats.overview', { range: '30', tz: 'UTC' });

/** Nothing counted: no views, readers, followers, comments, unlocks or income. */
const nothing = { views: 0, unique_readers: 0, new_followers: 0, comments: 0, unlocks: 0 };
/** An author without novels: the same thirty days, all of them empty. */
export const NoNovels: Story = {
  ...answering(
    answer('/v1/stats.overview', {
      ...thirtyDays,
      totals: { ...nothing, income: null },
      previous_totals: { ...nothing, income: null },
      series: thirtyDays.series.map((point) => ({ ...point, ...nothing, income_minor: null })),
      events: [],
      releases: [],
      novels: [],
    } satisfies StatsOverview),
  ),
  play: showsHeading('data.noNovels', 2),
};

/** Choosing 7 days asks for that period and marks its tab; the CSV export stays at hand (not photographed). */
export const SevenDays: Story = {
  ...answeringUnphotographed(
    // Any period, any time zone: the recorded thirty days (the figures are not what this story checks).
    http.get(/\/v1\/stats\.overview$/, ({ request }) => {
      rangesAsked.push(new URL(request.url).searchParams.get('range') ?? '');
      return success(thirtyDays);
    }),
  ),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const screen = within(canvasElement);
    const periods = await screen.findByRole('tablist', { name: text('data.range', locale) }, { timeout: 15_000 });
    await expect(within(periods).getByRole('tab', { name: text('data.range.30', locale) })).toHaveAttribute('aria-selected', 'true');
    rangesAsked.length = 0;
    const seven = within(periods).getByRole('tab', { name: text('data.range.7', locale) });
    await userEvent.click(seven);
    await waitFor(() => expect(rangesAsked).toContain('7'));
    await expect(seven).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('button', { name: text('data.export', locale) })).toBeEnabled();
    // The figures are dimmed while the new period loads: the story ends once they are back at full strength
    // (the runner's axe pass would otherwise measure the contrast of the dimmed text).
    const figures = canvasElement.querySelector<HTMLElement>('[aria-busy]');
    await waitFor(() => {
      expect(figures).toHaveAttribute('aria-busy', 'false');
      expect(getComputedStyle(figures!).opacity).toBe('1');
    });
  },
};
